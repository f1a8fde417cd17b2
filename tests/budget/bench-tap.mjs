// `npm run bench:tap`: how long a visitor on a phone waits for the first tap on each on-demand
// control, against a second tap on the same control. Chromium with Lighthouse's Slow 4G (150 ms
// RTT, 1.6 Mbps down, 750 kbps up) and a 4× slower CPU, 375 px, touch. Each run loads the page cold
// (empty cache), reads for 3 s, taps (cold), settles, taps again (warm). Prints the medians and
// exits non-zero when a first tap takes more than 30 ms longer than its warm tap, or the popup's
// first tap 150 ms or more.
// Below the site's controls it measures, the same way, two floors: a page with one toggle and a few
// lines of plain script (what a first tap costs the browser itself), and the same page rendered by
// React alone (what the client's framework adds): see floor/floors.mjs.
// Options: --runs N (default 5), --only TEXT (the controls whose name contains TEXT, and no floors),
// --no-floors, and --no-build, --site DIR and --json FILE (measuredSite.mjs).
/* global window, document, Element -- the functions passed to page.evaluate run in the page. */
import { chromium } from 'playwright-core';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { enginePath } from '../support/browserEngines.mjs';
import { floorControls } from './floor/floors.mjs';
import { pageHolding } from './builtPages.mjs';
import { measuredSite, option, writeFigures } from './measuredSite.mjs';
import { isPopupGone } from '../support/shownPopup.mjs';
import { toggleFlip } from './toggleFlip.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const only = option(args, '--only') ?? null;
const readingMs = 3000;
const goal = { coldOverWarmMs: 30, coldPopupMs: 150 };
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;

/**
 * Each control: where it is, how to find it, and when its effect shows (`setUp` and `effectShown` run
 * in the page, given the target's selector). `settle` returns the page to a state where the same tap
 * does the same thing again.
 */
const controls = [
  {
    name: 'project card → popup visible',
    // The page whose HTML has the cards (see builtPages.mjs), once the site is built.
    path: () => pageHolding('data-project-card'),
    target: 'main [data-project-card]',
    // The popup on screen (see isPopupShown), and the frame's time.
    effectShown: () =>
      [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.getClientRects().length > 0) &&
      performance.now(),
    settle: async (page) => {
      await page.keyboard.press('Escape');
      await page.waitForFunction(isPopupGone);
    },
  },
  {
    name: 'theme toggle → theme flipped',
    path: () => '/',
    ...toggleFlip('header button[aria-pressed]'),
  },
  {
    // The first file the resume offers (the PDF where there is one), whatever its label says.
    name: 'resume download → download starts',
    path: () => pageHolding(' download='),
    target: 'main a[download]',
    effectShown: () => window.__downloadStartedAt ?? false,
    settle: async (page) => {
      // Done once the link is no longer busy and its status line has something to say.
      await page.waitForFunction(() => {
        const link = document.querySelector('main a[download]');
        const status = link?.parentElement.querySelector('[role="status"]');
        return link && !link.hasAttribute('data-busy') && status?.textContent !== '';
      });
      await page.evaluate(() => delete window.__downloadStartedAt);
    },
  },
];

/** A control's page: the site's are found in the build once it is made; a floor's is fixed. */
const pathOf = (control) => (typeof control.path === 'function' ? control.path() : control.path);

/**
 * In every page: the time of the tap, and the time a download starts: the saved file's link is
 * clicked by the app, or the visitor's click on a download link is left to the browser (before the
 * app runs). Listened to on `window` after bubbling, so the app has had its say.
 */
function recordTaps() {
  document.addEventListener('pointerdown', (event) => (window.__tapAt = event.timeStamp), true);
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (link && (link.href.startsWith('blob:') || !event.defaultPrevented))
      window.__downloadStartedAt ??= performance.now();
  });
}

/** Taps `control` and resolves with the milliseconds from the finger down to the frame that shows the effect. */
async function tapAndTime(page, control) {
  if (control.setUp) await page.evaluate(control.setUp, control.target);
  const target = page.locator(control.target).first();
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const box = await target.boundingBox();
  // Checked every frame; it returns the time it first sees the effect.
  const shown = page.waitForFunction(control.effectShown, control.target, { polling: 'raf' });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const shownAt = await (await shown).jsonValue();
  const tapAt = await page.evaluate(() => window.__tapAt);
  return shownAt - tapAt;
}

async function measure(browser, origin, control) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  try {
    await context.addInitScript(recordTaps);
    if (control.page) {
      await context.route(`${origin}${pathOf(control)}`, (route) =>
        route.fulfill({ body: control.page, contentType: 'text/html; charset=utf-8' }),
      );
    }
    const page = await context.newPage();
    const devTools = await context.newCDPSession(page);
    await devTools.send('Network.enable');
    await devTools.send('Network.setCacheDisabled', { cacheDisabled: false });
    await devTools.send('Network.emulateNetworkConditions', slow4g);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${pathOf(control)}`, { waitUntil: 'load' });
    await page.waitForTimeout(readingMs);
    const cold = await tapAndTime(page, control);
    await control.settle(page);
    await page.waitForTimeout(1000);
    const warm = await tapAndTime(page, control);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const site = measuredSite(args);
const { server, origin } = await site.serve();
const browser = await chromium.launch({
  executablePath: enginePath('chromium'),
  args: chromiumFlags,
});

const floors = only || args.includes('--no-floors') ? [] : await floorControls();
const rows = [];
try {
  for (const control of [...controls.filter((c) => !only || c.name.includes(only)), ...floors]) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, origin, control));
    const cold = median(samples.map((sample) => sample.cold));
    const warm = median(samples.map((sample) => sample.warm));
    rows.push({ control: control.name, cold, warm, samples });
  }
} finally {
  await browser.close();
  server.kill();
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `\nFirst tap vs second tap — Slow 4G, ${cpuSlowdown}× CPU, 375 px touch, ${readingMs / 1000} s reading, median of ${runs}\n`,
);
console.log('| control | first tap (cold) | same control again (warm) | cold − warm |');
console.log('|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.control} | ${ms(row.cold)} | ${ms(row.warm)} | ${ms(row.cold - row.warm)} |`);
console.log(
  `\nThe floors are one toggle on a page of its own, in plain script and in React alone: their cold − warm\n` +
    `is what the browser, and the browser with React, add to any first tap.`,
);
writeFigures(args, rows);
console.log('\nruns (cold / warm, ms):');
for (const row of rows) {
  console.log(`  ${row.control}: ${row.samples.map((s) => `${Math.round(s.cold)}/${Math.round(s.warm)}`).join('  ')}`);
}

const misses = rows
  .filter((row) => !floors.some((floor) => floor.name === row.control))
  .flatMap((row) => [
    ...(row.cold - row.warm > goal.coldOverWarmMs
      ? [`${row.control}: first tap ${ms(row.cold - row.warm)} over the warm one (goal ≤ ${goal.coldOverWarmMs} ms)`]
      : []),
    ...(row.control.startsWith('project card') && row.cold >= goal.coldPopupMs
      ? [`${row.control}: first tap ${ms(row.cold)} (goal < ${goal.coldPopupMs} ms)`]
      : []),
  ]);
console.log(misses.length === 0 ? '\nEvery goal met.' : `\nGoals missed:\n  ${misses.join('\n  ')}`);
if (misses.length > 0) process.exitCode = 1;
