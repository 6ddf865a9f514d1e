// End-to-end test of the web example: one person plays a whole game against three bots in
// headless Chromium, through the page's buttons only, to the final scores.
//
//   INCANGOLD_URL=http://127.0.0.1:8080/ node full-game.mjs
//
// Screenshots go to web/target/e2e/ (mid-game.png, round-dialog.png, final.png), or to E2E_OUT.
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
const deadline = Date.now() + 8 * 60 * 1000;

await mkdir(out, { recursive: true });
const profile = await mkdtemp(join(tmpdir(), 'incangold-e2e-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  viewport: { width: 1360, height: 940 },
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
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push('console error: ' + message.text());
  });

  // What the browser receives for its seat must never hold another seat's secrets (R21).
  let mySeat = null;
  let viewsChecked = 0;
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\/api\/tables\/[^/]+\/seats\/\d+\/(view|actions)$/.test(url) || !response.ok()) return;
    const reply = await response.json().catch(() => null);
    if (!reply || !reply.view) return;
    const over = reply.view.phase === 'GAME_OVER';
    for (const seat of reply.view.seats) {
      if (seat.seat === reply.seat) continue;
      if (seat.pendingChoice !== undefined) problems.push(`seat ${reply.seat} was sent seat ${seat.seat}'s pending choice`);
      if (!over && seat.tentGems !== undefined) problems.push(`seat ${reply.seat} was sent seat ${seat.seat}'s tent`);
    }
    for (const secret of ['"deck"', '"randomState"', '"seed"']) {
      if (JSON.stringify(reply).includes(secret)) problems.push(`a seat's reply holds ${secret}`);
    }
    viewsChecked += 1;
  });

  await page.goto(base + '?pace=brisk');
  await page.waitForSelector('#create-preset option[value="incan-gold"]', { state: 'attached' });
  await page.fill('#create-name', 'Explorer');
  await page.selectOption('#create-preset', 'incan-gold');
  await page.fill('#create-seats', '4');
  await page.fill('#create-bots', '3');
  await page.click('summary');
  await page.fill('#create-seed', '20261122');
  await page.click('#create-button');
  await page.waitForSelector('#game:not([hidden])');
  mySeat = await page.evaluate(() => Number(document.querySelector('.seat.me').dataset.seat));
  assert.equal(mySeat, 0, 'the person who creates the table sits first');

  let choices = 0;
  let camps = 0;
  const rounds = [];
  let midGameShot = false;
  let hiddenTentsSeen = 0;
  while (true) {
    assert.ok(Date.now() < deadline, 'the game did not end in time');
    const state = await page.waitForFunction(() => {
      if (!document.querySelector('#final').hidden) return 'over';
      if (document.querySelector('#round-dialog').open) return 'dialog';
      if (!document.querySelector('#torch').disabled) return 'choose';
      return false;
    }, null, { timeout: 60_000, polling: 100 }).then((handle) => handle.jsonValue());

    if (state === 'over') break;
    if (state === 'dialog') {
      const title = await page.textContent('#round-title');
      const rows = await page.$$eval('#round-results tr', (trs) => trs.length);
      assert.equal(rows, 4, 'the round results list every explorer');
      rounds.push(title);
      if (rounds.length === 2) await page.screenshot({ path: join(out, 'round-dialog.png') });
      await page.click('#round-continue');
      await page.waitForFunction(() => !document.querySelector('#round-dialog').open);
      continue;
    }

    // Our turn: the odds are shown, other tents are closed.
    const risk = Number(await page.textContent('#my-risk'));
    const bust = await page.textContent('#bust-text');
    assert.match(bust, /^Next card busts: (none|\d+ in \d+) \(\d+(\.\d)?%\)$/);
    hiddenTentsSeen += await page.$$eval('.seat:not(.me) .tent', (tents) => tents.filter((t) => t.textContent === '?').length);
    // mid-game: a path of four cards or more with a hazard on it, from round 2 on (any path of three in round 5)
    const path = await page.$$eval('#path .card', (cards) => cards.map((card) => card.classList.contains('hazard')));
    const telling = path.length >= 4 && path.includes(true);
    if (!midGameShot && rounds.length >= 1 && (telling || (rounds.length === 4 && path.length >= 3))) {
      await page.screenshot({ path: join(out, 'mid-game.png') });
      midGameShot = true;
    }
    const camp = risk >= 7;
    const button = camp ? '#camp' : '#torch';
    await page.click(button);
    choices += 1;
    if (camp) camps += 1;
    // the choice is in once the buttons are disabled again
    await page.waitForFunction(() => document.querySelector('#torch').disabled, null, { timeout: 30_000 });
  }

  // Final scores: every explorer, places in order, a winner named.
  const standings = await page.$$eval('#standings li', (items) => items.map((li) => ({
    place: li.querySelector('.place').textContent,
    who: li.querySelector('.who').textContent,
    score: Number(li.querySelector('.score').textContent),
  })));
  assert.equal(standings.length, 4, 'four explorers in the final standings');
  for (let i = 1; i < standings.length; i++) {
    assert.ok(standings[i - 1].score >= standings[i].score, 'standings are sorted by score');
  }
  assert.ok(standings.some((row) => row.who.includes('Explorer (you)')), 'the player is in the standings');
  assert.match(await page.textContent('#final-winners'), /wins|win/);
  assert.equal(rounds.length, 5, 'a round-results dialog for each of the five rounds');
  assert.ok(choices >= 5, 'the player chose at least once a round');
  assert.ok(camps >= 1, 'the player went back to camp at least once');
  assert.ok(hiddenTentsSeen > 0, 'other tents were closed during the game');
  const openTents = await page.$$eval('.seat:not(.me) .tent', (tents) => tents.filter((t) => t.textContent !== '?').length);
  assert.equal(openTents, 3, 'the tents open at the end of the game');
  assert.ok(viewsChecked > 0, 'the seat replies were checked for secrets');
  assert.ok(midGameShot, 'a mid-game screenshot was taken');
  await page.waitForTimeout(1500); // the standings slide in
  await page.screenshot({ path: join(out, 'final.png'), fullPage: true });
  assert.deepEqual(problems, [], 'no errors in the page and no secrets on the wire');
  console.log(`full game: ${choices} choices (${camps} camps), ${rounds.length} rounds, ${viewsChecked} seat replies checked`);
  console.log('winner line: ' + (await page.textContent('#final-winners')));
  console.log('screenshots: ' + out);
} catch (error) {
  failures = 1;
  console.error(error);
  if (problems.length) console.error(problems.join('\n'));
  const page = context.pages()[0];
  if (page) await page.screenshot({ path: join(out, 'failure.png'), fullPage: true }).catch(() => {});
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
console.log(`web e2e: ${1 - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
