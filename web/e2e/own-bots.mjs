// End-to-end test of the lobby's "your choice" line of bots, in headless Chromium: its field shows
// only for that line; an empty field and a name the server does not know are refused in the page,
// saying why; named bots take the seats in turn.
//
//   INCANGOLD_URL=http://127.0.0.1:8080/ node own-bots.mjs
import assert from 'node:assert/strict';
import { base, browserCheck } from './browser.mjs';

const { problems, run } = await browserCheck({ width: 390, height: 844 });
await run('web e2e, your choice of bots', 'own-bots-failure.png', async (page) => {
  page.on('pageerror', (error) => problems.push('page error: ' + error.message));
  const toast = async (words) => {
    await page.waitForFunction((text) => document.body.textContent.includes(text), words, { timeout: 10_000 });
  };
  await page.goto(base);
  await page.waitForSelector('#create-preset option[value="incan-gold"]', { state: 'attached' });
  assert.ok(await page.isHidden('#create-own-label'), 'the field to name the bots is hidden at first');
  await page.fill('#create-name', 'Chooser');
  await page.fill('#create-seats', '4');
  await page.fill('#create-bots', '3');
  await page.selectOption('#create-opponents', 'own');
  assert.ok(await page.isVisible('#create-own-label'), 'the field shows for "your choice"');
  await page.click('#create-button');
  await toast('Name the bots');
  await page.fill('#create-own', 'nosuchbot');
  await page.click('#create-button');
  await toast("'nosuchbot' is not a strategy");
  await page.fill('#create-own', 'win,  threshold:10');
  await page.click('#create-button');
  await page.waitForSelector('#game:not([hidden])');
  const bots = await page.$$eval('#seats .tag[title^="A bot: "]', (tags) => tags.map((tag) => tag.title));
  assert.deepEqual(bots, ['A bot: win', 'A bot: threshold:10', 'A bot: win'], 'the bots named, in turn');
  assert.deepEqual(problems, [], 'no errors in the page');
  console.log('your choice of bots: refused empty and unknown, seated in turn');
});
