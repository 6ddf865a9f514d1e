// Checks that a page fits its viewport: no horizontal scrolling of the document, and no element
// whose box reaches past the left or right edge of the window. Content inside a box that scrolls
// or clips horizontally (overflow-x other than visible, e.g. a table's scroll container) may be
// wider than that box, which is the point of scrolling; the box itself must fit. With
// { scrolling: false } a box that scrolls sideways (overflow-x auto or scroll) must not need to:
// at a desktop width every table should fit its column. Elements wholly off to the left of the
// window (a skip link waiting for the keyboard) are not counted: nobody can scroll to them. With { within: 'main' } the elements inside that element must also keep
// within its content box (a table wider than the page's column overflows it even when the window
// is wider still). Used by full-game.mjs (the browser game) and report-layout.mjs (the
// ./simulate report).

/** The phone and desktop widths every page must fit. */
export const WIDTHS = [390, 1280];

/**
 * What overflows the window in the page as it is now: an empty list when everything fits.
 * Each entry names the element (tag, id, classes, first words of text) and by how many pixels.
 */
export async function overflows(page, { scrolling = true, within = null } = {}) {
  return page.evaluate(({ scrollingAllowed, column }) => {
    const width = window.innerWidth;
    const found = [];
    window.scrollTo(0, window.scrollY); // measure from the left edge, as a reader first sees it
    const root = document.documentElement;
    if (root.scrollWidth > width) {
      found.push(`the document is ${root.scrollWidth} px wide in a ${width} px window`);
    }
    const clipsX = (element) => element !== root && element !== document.body
      && getComputedStyle(element).overflowX !== 'visible';
    const describe = (element) => {
      const id = element.id ? '#' + element.id : '';
      const classes = typeof element.className === 'string' && element.className.trim()
        ? '.' + element.className.trim().split(/\s+/).join('.') : '';
      const text = (element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
    };
    const insideClip = (element) => {
      for (let up = element.parentElement; up && up !== root; up = up.parentElement) {
        if (clipsX(up)) return true;
      }
      return false;
    };
    const container = column ? document.querySelector(column) : null;
    let inner = null;
    if (container) {
      const box = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      inner = {
        left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      };
    }
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // wholly off to the left: a skip link or a label kept for screen readers, never scrolled to
      if (box.right <= 0) continue;
      if (insideClip(element)) continue; // it scrolls, or is cut, inside a box checked on its own
      const past = Math.max(box.right - width, -box.left);
      if (past > 0.5) {
        found.push(`${describe(element)}: ${Math.round(past)} px past the window (${Math.round(box.left)} to ${Math.round(box.right)} of 0 to ${width})`);
      } else if (inner && container.contains(element) && element !== container) {
        const out = Math.max(box.right - inner.right, inner.left - box.left);
        if (out > 0.5) {
          found.push(`${describe(element)}: ${Math.round(out)} px past ${column}'s column (${Math.round(box.left)} to ${Math.round(box.right)} of ${Math.round(inner.left)} to ${Math.round(inner.right)})`);
        }
      }
      const scrolls = /auto|scroll/.test(style.overflowX);
      if (!scrollingAllowed && scrolls && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${describe(element)}: its content is ${element.scrollWidth} px wide in ${element.clientWidth} px, so it scrolls`);
      }
    }
    return found;
  }, { scrollingAllowed: scrolling, column: within });
}

/** Fails with the offending elements when the page does not fit its window. */
export async function assertFits(page, label, options = {}) {
  const found = await overflows(page, options);
  if (found.length > 0) {
    const size = page.viewportSize();
    throw new Error(`${label} at ${size.width} px overflows:\n  ` + found.slice(0, 20).join('\n  ')
      + (found.length > 20 ? `\n  ... and ${found.length - 20} more` : ''));
  }
}
