// The headless Chromium the browser checks run in, and the frame of a check against the web
// example. One place for the browser's options, so that every check runs in the same browser:
// full-game.mjs, long-path.mjs and own-bots.mjs through browserCheck, report-layout.mjs through
// openBrowser.
//
//   CHROMIUM        the browser to run (default /usr/bin/chromium)
//   INCANGOLD_URL   the server under test (default http://127.0.0.1:8080/)
//   E2E_OUT         where screenshots go (default web/target/e2e/)
import { chromium } from 'playwright-core';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The page of the server under test. */
export const base = process.env.INCANGOLD_URL || 'http://127.0.0.1:8080/';

/** The folder the checks write their screenshots to. */
export const out = process.env.E2E_OUT || join(here, '..', 'target', 'e2e');

/**
 * Headless Chromium with a fresh profile of its own, its first window at `viewport`. With
 * `offline`, the pages may fetch nothing (a self-contained report). `close()` closes the browser
 * and removes the profile.
 */
export async function openBrowser(viewport, { offline = false } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'incangold-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    viewport,
    offline,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A check in a browser of its own (openBrowser). `problems` collects what the check finds wrong
 * without stopping; `run` plays the check and ends the process: on an error it prints the error
 * and the problems and saves a screenshot of the first window to `out/failureShot`; it then closes
 * the browser, prints "LABEL: 1 passed, 0 failed" (or 0 and 1) and exits with 0 or 1.
 */
export async function browserCheck(viewport) {
  await mkdir(out, { recursive: true });
  const browser = await openBrowser(viewport);
  const problems = [];
  return {
    context: browser.context,
    problems,
    async run(label, failureShot, body, { fullPage = false } = {}) {
      let failures = 0;
      try {
        await body(browser.context.pages()[0] || (await browser.context.newPage()));
      } catch (error) {
        failures = 1;
        console.error(error);
        if (problems.length) console.error(problems.join('\n'));
        const page = browser.context.pages()[0];
        if (page) await page.screenshot({ path: join(out, failureShot), fullPage }).catch(() => {});
      } finally {
        await browser.close();
      }
      console.log(`${label}: ${1 - failures} passed, ${failures} failed`);
      process.exit(failures ? 1 : 0);
    },
  };
}
