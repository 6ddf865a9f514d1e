// Makes the ruling ids (R1 to R21) in the Javadoc's descriptions links to the rules page, which
// maps every ruling to its code and its tests. The bottom of every Javadoc page loads it;
// ids already inside a link, in code or in an example are left alone.
(function () {
  "use strict";
  var page = "https://github.com/incangold/incangold/blob/main/docs/rules.md#r";
  var id = /\bR([1-9]|1[0-9]|2[01])\b/;
  var ids = /\bR([1-9]|1[0-9]|2[01])\b/g;

  function linkIn(root) {
    var texts = [];
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, null);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (id.test(node.nodeValue) && !node.parentElement.closest("a, code, pre, script, style")) {
        texts.push(node);
      }
    }
    texts.forEach(function (text) {
      var parts = document.createDocumentFragment();
      var value = text.nodeValue;
      var last = 0;
      value.replace(ids, function (match, number, at) {
        parts.appendChild(document.createTextNode(value.slice(last, at)));
        var link = document.createElement("a");
        link.href = page + number;
        link.textContent = match;
        link.title = "Ruling " + match + " on the rules page";
        parts.appendChild(link);
        last = at + match.length;
        return match;
      });
      parts.appendChild(document.createTextNode(value.slice(last)));
      text.parentNode.replaceChild(parts, text);
    });
  }

  function linkAll() {
    document.querySelectorAll(".block, dd").forEach(linkIn);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", linkAll);
  } else {
    linkAll();
  }
})();
