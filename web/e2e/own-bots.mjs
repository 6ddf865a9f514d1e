// End-to-end test of the lobby's "your choice" line of bots, in headless Chromium: its field shows
// only for that line; an empty field and a name the server does not know are refused in the page,
// saying why; named bots take the seats in turn. Then the server's own bots (GET /api/bots): each
// is a line of the lobby's, and takes every bot's seat.
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

  // Each bot of the server's bot path is a line of its own (.ci/web-e2e gives the server the
  // held-out sets' jar), in every bot's seat.
  const reply = await (await fetch(new URL('api/bots', base))).json();
  const serverBots = reply.bots.filter((bot) => !bot.builtIn).map((bot) => bot.name);
  await page.goto(base);
  await page.waitForSelector('#create-preset option[value="incan-gold"]', { state: 'attached' });
  const offered = await page.$$eval('#create-opponents optgroup option', (options) => options.map((option) => option.value));
  assert.deepEqual(offered, serverBots, "the lines of the server's own bots");
  if (serverBots.length) {
    const chosen = serverBots[serverBots.length - 1];
    await page.fill('#create-name', 'Chooser');
    await page.fill('#create-seats', '3');
    await page.fill('#create-bots', '2');
    await page.selectOption('#create-opponents', chosen);
    assert.ok(await page.isHidden('#create-own-label'), 'no field to fill for a line of the server\'s');
    await page.click('#create-button');
    await page.waitForSelector('#game:not([hidden])');
    const seated = await page.$$eval('#seats .tag[title^="A bot: "]', (tags) => tags.map((tag) => tag.title));
    assert.deepEqual(seated, [`A bot: ${chosen}`, `A bot: ${chosen}`], "the server's bot in every bot's seat");
  }
  assert.deepEqual(problems, [], 'no errors in the page');
  console.log(`your choice of bots: refused empty and unknown, seated in turn; ${serverBots.length} of the server's own offered`);
});
