// End-to-end test of the web example: one person plays a whole game against the three bots of the
// "strong" line (win, mcts:200, catchup:8) in headless Chromium, through the page's buttons only,
// to the final scores, in a desktop window (1280 px); the lobby, the game, a round's results and
// the final scores must also fit a phone's (390 px) without sideways scrolling (layout.mjs). Then
// a short game on a phone with the tents hidden from the log (?tents=hidden).
//
//   INCANGOLD_URL=http://127.0.0.1:8080/ node full-game.mjs
//
// Screenshots go to web/target/e2e/, or to E2E_OUT: lobby-WIDTH.png, mid-game-WIDTH.png,
// round-dialog-WIDTH.png, final-WIDTH.png for WIDTH 1280 and 390, and phone-hidden-tents.png;
// their paths are printed at the end.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, browserCheck, out } from './browser.mjs';
import { WIDTHS, overflows } from './layout.mjs';

const deadline = Date.now() + 8 * 60 * 1000;

const { context, problems, run } = await browserCheck({ width: 1280, height: 900 });
const shots = [];

/** The elements matching a selector whose text takes more than one line ("Back / to / camp", "3r / d"). */
async function wrapped(page, selector) {
  return page.$$eval(selector, (elements) => elements
    .filter((element) => element.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(element).fontSize))
    .map((element) => `"${element.textContent}" takes ${Math.round(element.getBoundingClientRect().height)} px in height`));
}

/** Labels that must each stay on one line. */
const ONE_LINE = '.choice strong, #standings .place, .brand span';

/** Checks the page at every width (layout.mjs) and takes a screenshot at each: NAME-WIDTH.png. */
async function atEveryWidth(page, name, { fullPage = false } = {}) {
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.waitForTimeout(150); // layout settles
    for (const found of await overflows(page, { scrolling: false })) problems.push(`${name} at ${width} px: ${found}`);
    for (const found of await wrapped(page, ONE_LINE)) problems.push(`${name} at ${width} px: ${found}`);
    const path = join(out, `${name}-${width}.png`);
    await page.screenshot({ path, fullPage });
    shots.push(path);
  }
  await page.setViewportSize(before);
}

/**
 * A short game on a phone (390 px) opened with ?tents=hidden: the person goes back to camp at every
 * first choice. The page must ask for the log without the banked gems, never show another
 * explorer's amount in the log or the round results, fit the window all along, and keep each
 * button's label on one line.
 */
async function phoneGameWithHiddenTents() {
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  phone.on('pageerror', (error) => problems.push('phone page error: ' + error.message));
  const logRequests = [];
  phone.on('request', (request) => {
    if (/\/api\/tables\/[^/]+\/(events|stream)/.test(request.url())) logRequests.push(request.url());
  });
  await phone.goto(base + '?pace=instant&tents=hidden');
  await phone.waitForSelector('#create-preset option[value="incan-gold"]', { state: 'attached' });
  await phone.fill('#create-name', 'Walker');
  await phone.fill('#create-seats', '3');
  await phone.fill('#create-bots', '2');
  await phone.click('summary');
  await phone.fill('#create-seed', '20261125');
  await phone.click('#create-button');
  await phone.waitForSelector('#game:not([hidden])');
  const checkPhone = async (when) => {
    for (const found of await overflows(phone, { scrolling: false })) problems.push(`phone, ${when}: ${found}`);
    for (const found of await wrapped(phone, ONE_LINE)) problems.push(`phone, ${when}: ${found}`);
  };
  let dialogs = 0;
  let hiddenAmounts = 0;
  let checkedButtons = false;
  while (true) {
    assert.ok(Date.now() < deadline, 'the phone game did not end in time');
    const state = await phone.waitForFunction(() => {
      if (!document.querySelector('#final').hidden) return 'over';
      if (document.querySelector('#round-dialog').open) return 'dialog';
      if (!document.querySelector('#camp').disabled) return 'choose';
      return false;
    }, null, { timeout: 60_000, polling: 100 }).then((handle) => handle.jsonValue());
    if (state === 'over') break;
    if (state === 'dialog') {
      dialogs += 1;
      await checkPhone(`round ${dialogs} results`);
      // the other explorers who reached camp show '?', never an amount
      const rows = await phone.$$eval('#round-results tr', (trs) => trs.map((tr) => ({
        who: tr.cells[0].textContent, outcome: tr.cells[1].textContent, amount: tr.cells[2].textContent,
      })));
      const hiddenBefore = hiddenAmounts;
      for (const row of rows) {
        if (row.who.includes('(you)') || !row.outcome.startsWith('back in camp')) continue;
        assert.equal(row.amount, '?', `another explorer's banked gems are hidden: ${JSON.stringify(row)}`);
        hiddenAmounts += 1;
      }
      if (hiddenBefore === 0 && hiddenAmounts > 0) {
        await phone.waitForTimeout(500); // the dialog rises
        const path = join(out, 'phone-hidden-tents.png');
        await phone.screenshot({ path });
        shots.push(path);
      }
      await phone.click('#round-continue');
      await phone.waitForFunction(() => !document.querySelector('#round-dialog').open);
      continue;
    }
    await checkPhone(`a choice in round ${dialogs + 1}`); // "Back to camp" on one line, not one word a line
    checkedButtons = true;
    await phone.click('#camp');
    await phone.waitForFunction(() => document.querySelector('#camp').disabled, null, { timeout: 30_000 });
  }
  await phone.waitForTimeout(500);
  await checkPhone('the final scores');
  assert.ok(checkedButtons, 'the choice buttons were checked');
  const logText = await phone.$$eval('#log li', (items) => items.map((li) => li.textContent));
  for (const line of logText) {
    if (/reach(es)? camp with/.test(line) && !/^You\b/.test(line)) problems.push(`phone: the log shows an amount: ${line}`);
  }
  assert.equal(dialogs, 5, 'a round-results dialog for each of the five rounds on the phone');
  assert.ok(hiddenAmounts >= 1, 'another explorer reached camp in some round');
  assert.ok(logRequests.length > 0, 'the page read the log');
  for (const url of logRequests) assert.match(url, /[?&]tents=hidden\b/, 'the page asks for the log without the banked gems');
  console.log(`phone game with hidden tents: ${dialogs} rounds, ${hiddenAmounts} hidden amounts, ${logRequests.length} log requests`);
  await phone.close();
}

await run('web e2e', 'failure.png', async (page) => {
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
  await atEveryWidth(page, 'lobby', { fullPage: true });
  await page.fill('#create-name', 'Explorer');
  await page.selectOption('#create-preset', 'incan-gold');
  await page.fill('#create-seats', '4');
  await page.fill('#create-bots', '3');
  await page.selectOption('#create-opponents', 'win,mcts:200,catchup:8');
  await page.click('summary');
  await page.fill('#create-seed', '20261122');
  await page.click('#create-button');
  await page.waitForSelector('#game:not([hidden])');
  mySeat = await page.evaluate(() => Number(document.querySelector('.seat.me').dataset.seat));
  assert.equal(mySeat, 0, 'the person who creates the table sits first');
  const bots = await page.$$eval('#seats .tag[title^="A bot: "]', (tags) => tags.map((tag) => tag.title));
  assert.deepEqual(bots, ['A bot: win', 'A bot: mcts:200', 'A bot: catchup:8'], 'the bots of the line chosen, in turn');

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
      if (rounds.length === 2) await atEveryWidth(page, 'round-dialog');
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
      await atEveryWidth(page, 'mid-game', { fullPage: true });
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
  await atEveryWidth(page, 'final', { fullPage: true });
  console.log(`full game: ${choices} choices (${camps} camps), ${rounds.length} rounds, ${viewsChecked} seat replies checked`);
  console.log('winner line: ' + (await page.textContent('#final-winners')));

  await phoneGameWithHiddenTents();
  assert.deepEqual(problems, [], 'no errors in the page, no secrets on the wire, nothing wider than the window');
  console.log('screenshots:\n  ' + shots.join('\n  '));
}, { fullPage: true });
