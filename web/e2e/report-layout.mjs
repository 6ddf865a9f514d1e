// Opens a ./simulate HTML report in headless Chromium at phone and desktop widths, checks that it
// fits each (layout.mjs: no horizontal scrolling, no element past the window's edge or the
// report's column; from 1000 px on, no table that needs to scroll inside its box), and takes a full-page screenshot at each
// width.
//
//   node report-layout.mjs REPORT.html OUT_DIR [WIDTH...]      (widths: 390 1280 by default)
//
// Writes OUT_DIR/report-WIDTH.png and prints their paths. Exits 1 when a width overflows.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openBrowser } from './browser.mjs';
import { WIDTHS, overflows } from './layout.mjs';

const [report, outDir, ...given] = process.argv.slice(2);
if (!report || !outDir) {
  console.error('usage: node report-layout.mjs REPORT.html OUT_DIR [WIDTH...]');
  process.exit(2);
}
const widths = given.length ? given.map(Number) : WIDTHS;

await mkdir(outDir, { recursive: true });
// the report is self-contained: nothing to fetch
const browser = await openBrowser({ width: widths[0], height: 900 }, { offline: true });
let passed = 0;
let failed = 0;
try {
  const page = browser.context.pages()[0] || (await browser.context.newPage());
  await page.goto(pathToFileURL(resolve(report)).href);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const shot = resolve(join(outDir, `report-${width}.png`));
    await page.screenshot({ path: shot, fullPage: true });
    // a phone may scroll a wide table inside its box; a desktop window shows every table whole
    const found = await overflows(page, { scrolling: width < 1000, within: 'main' });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (found.length === 0) {
      passed += 1;
      console.log(`report at ${width} px: fits (${wide} px wide); screenshot ${shot}`);
    } else {
      failed += 1;
      console.log(`report at ${width} px: overflows; screenshot ${shot}\n  ` + found.slice(0, 20).join('\n  '));
    }
  }
} finally {
  await browser.close();
}
console.log(`report layout: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
