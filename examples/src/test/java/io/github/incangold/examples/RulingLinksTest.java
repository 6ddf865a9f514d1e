package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The Javadoc links ruling ids to the rules page ({@code docs/rules.md#r14}); every such link must
 * land on an anchor of that page, and every ruling must have one.
 */
class RulingLinksTest {
    static final Path ROOT = DocSnippetsTest.ROOT;
    static final Pattern LINK = Pattern.compile("docs/rules\\.md#([a-z0-9-]+)");
    static final Pattern ANCHOR = Pattern.compile("<a id=\"([a-z0-9-]+)\"></a>");

    @Test
    void everyRulingLinkInTheSourcesHasItsAnchor() throws IOException {
        TreeSet<String> anchors = matches(ANCHOR, read(ROOT.resolve("docs/rules.md")));
        TreeSet<String> links = TreeSet.empty();
        for (String module : List.of("core", "strategies", "variants", "json")) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(module).resolve("src/main/java"))) {
                for (Path file :
                        (Iterable<Path>) files.filter(path -> path.toString().endsWith(".java"))::iterator) {
                    links = links.addAll(matches(LINK, read(file)));
                }
            }
        }
        assertFalse(links.isEmpty(), "no link to docs/rules.md found in the sources");
        assertEquals(TreeSet.empty(), links.diff(anchors), "links without an anchor in docs/rules.md");
    }

    @Test
    void everyRulingHasAnAnchor() {
        TreeSet<String> anchors = matches(ANCHOR, read(ROOT.resolve("docs/rules.md")));
        for (int ruling = 1; ruling <= 21; ruling++) {
            String id = "r" + ruling;
            assertTrue(anchors.contains(id), "docs/rules.md has no anchor " + id);
        }
    }

    static TreeSet<String> matches(Pattern pattern, String text) {
        TreeSet<String> found = TreeSet.empty();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            found = found.add(matcher.group(1));
        }
        return found;
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
