// The decision buttons on a long path: a person plays on a phone (390 × 844), always carrying on,
// until eight cards or more lie on the path with the choice awaited; then "Carry on" and "Back to
// camp" must be wholly inside the window without scrolling, at the top of the page and at its
// end, and nothing may cover them (the element at the centre of each is the button or inside
// it), on the phone and in desktop windows (1280 × 900, and 1280 × 600 where the path itself
// reaches below the window).
//
//   INCANGOLD_URL=http://127.0.0.1:8080/ node long-path.mjs
//
// Screenshots of the window as the player sees it go to web/target/e2e/, or to E2E_OUT:
// long-path-390x844.png, long-path-1280x900.png and long-path-1280x600.png.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, browserCheck, out } from './browser.mjs';
import { overflows } from './layout.mjs';

const deadline = Date.now() + 4 * 60 * 1000;
/** Cards on the path before the buttons are checked: about three rows of cards on a phone. */
const LONG_PATH = 8;
/** The window sizes of the check: a phone's, then a desktop's, then a short desktop's. */
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 900 }, { width: 1280, height: 600 }];

const { problems, run } = await browserCheck(SIZES[0]);

/**
 * Where the decision buttons are not fully in view or are covered, with the page scrolled to its
 * top or to its end: an empty list when both can be seen and pressed where they are.
 */
async function hiddenButtons(page, scroll) {
  return page.evaluate((where) => {
    window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight);
    const found = [];
    for (const id of ['torch', 'camp']) {
      const button = document.getElementById(id);
      const label = button.querySelector('strong').textContent;
      const box = button.getBoundingClientRect();
      const where = `"${label}" (${Math.round(box.left)}, ${Math.round(box.top)} to ${Math.round(box.right)}, ${Math.round(box.bottom)}) in a ${window.innerWidth} × ${window.innerHeight} window`;
      if (box.width === 0 || box.height === 0) {
        found.push(`"${label}" is not shown`);
        continue;
      }
      if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
        found.push(`${where}: not wholly in view`);
        continue;
      }
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !button.contains(top)) {
        const name = top ? `${top.tagName.toLowerCase()}${top.id ? '#' + top.id : ''}${typeof top.className === 'string' && top.className ? '.' + top.className.trim().split(/\s+/).join('.') : ''}` : 'nothing';
        found.push(`${where}: covered by ${name}`);
      }
    }
    return found;
  }, scroll);
}

const shots = [];
await run('web e2e, long path', 'long-path-failure.png', async (page) => {
  page.on('pageerror', (error) => problems.push('page error: ' + error.message));
  await page.goto(base + '?pace=instant');
  await page.waitForSelector('#create-preset option[value="incan-gold"]', { state: 'attached' });
  await page.fill('#create-name', 'Delver');
  await page.selectOption('#create-preset', 'incan-gold');
  await page.fill('#create-seats', '4');
  await page.fill('#create-bots', '3');
  await page.click('summary');
  await page.fill('#create-seed', '20261129');
  await page.click('#create-button');
  await page.waitForSelector('#game:not([hidden])');

  let longest = 0;
  while (true) {
    assert.ok(Date.now() < deadline, 'the game did not reach a long path in time');
    const state = await page.waitForFunction(() => {
      if (!document.querySelector('#final').hidden) return 'over';
      if (document.querySelector('#round-dialog').open) return 'dialog';
      if (!document.querySelector('#torch').disabled) return 'choose';
      return false;
    }, null, { timeout: 60_000, polling: 100 }).then((handle) => handle.jsonValue());
    assert.notEqual(state, 'over', `the game ended before ${LONG_PATH} cards lay on the path (at most ${longest})`);
    if (state === 'dialog') {
      await page.click('#round-continue');
      await page.waitForFunction(() => !document.querySelector('#round-dialog').open);
      continue;
    }
    const cards = await page.$$eval('#path .card', (list) => list.length);
    longest = Math.max(longest, cards);
    if (cards >= LONG_PATH) break;
    // carry on: by the keyboard, as a click would scroll the button into view first
    await page.keyboard.press('t');
    // The choice was taken once the path grew, the round ended or the buttons wait for the
    // others; at ?pace=instant the bots may answer before a poll sees the buttons disabled.
    await page.waitForFunction((before) => document.querySelector('#torch').disabled
        || document.querySelectorAll('#path .card').length !== before
        || document.querySelector('#round-dialog').open
        || !document.querySelector('#final').hidden, cards, { timeout: 30_000, polling: 50 });
  }

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // layout settles
    for (const scroll of ['top', 'end']) {
      for (const found of await hiddenButtons(page, scroll)) problems.push(`${longest} cards, ${size.width} × ${size.height}, page at its ${scroll}: ${found}`);
    }
    for (const found of await overflows(page, { scrolling: false })) problems.push(`${size.width} × ${size.height}: ${found}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = join(out, `long-path-${size.width}x${size.height}.png`);
    await page.screenshot({ path });
    shots.push(path);
  }
  console.log(`long path: ${longest} cards, the choice awaited`);
  assert.deepEqual(problems, [], 'the decision buttons in view and uncovered on a long path');
  console.log('screenshots:\n  ' + shots.join('\n  '));
});
