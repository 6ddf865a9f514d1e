// End-to-end test of the lobby's "your choice" line of bots, in headless Chromium: its field shows
// only for that line; an empty field and a name the server does not know are refused in the page,
// saying why; named bots take the seats in turn.
//
//   INCANGOLD_URL=http://127.0.0.1:8080/ node own-bots.mjs
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.INCANGOLD_URL || 'http://127.0.0.1:8080/';
const out = process.env.E2E_OUT || join(here, '..', 'target', 'e2e');
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';

await mkdir(out, { recursive: true });
const profile = await mkdtemp(join(tmpdir(), 'incangold-e2e-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  viewport: { width: 390, height: 844 },
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ],
});
let failures = 0;
const problems = [];
try {
  const page = context.pages()[0] || (await context.newPage());
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
} catch (error) {
  failures = 1;
  console.error(error);
  if (problems.length) console.error(problems.join('\n'));
  const page = context.pages()[0];
  if (page) await page.screenshot({ path: join(out, 'own-bots-failure.png') }).catch(() => {});
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
console.log(`web e2e, your choice of bots: ${1 - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
