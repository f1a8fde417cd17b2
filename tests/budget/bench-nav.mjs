// `npm run bench:nav`: how soon the next page is on screen after a tap, in the app and, in the same
// run, on a copy of the site with every script removed (each link a full-page load: what any static
// site gets for free).
// Chromium with Lighthouse's Slow 4G (150 ms RTT, 1.6 Mbps down) and a 4× slower CPU, 375 px,
// touch. Each run loads a page cold, reads for 3 s, then holds a finger ~90 ms on a link; timed from
// the finger going down to the frame that shows the next page's heading, and to the frame where every
// image in the viewport has loaded. Also prints the bytes the app fetched ahead during the first page
// view (after it started, before the tap), and with Chromium's Data Saver on (on every page).
// Exits non-zero unless every heading shows at least 3× sooner than on the copy, every viewport's
// images 2× sooner, at most 200 KB is fetched ahead per page view, and none with Data Saver.
// Beside them, the in-page floor: the same tap where a click only writes the next heading (the browser's
// own share, which no app can go below).
// Options: --runs N (default 3), and --no-build, --site DIR and --json FILE (measuredSite.mjs).
/* global document, requestAnimationFrame, innerWidth, innerHeight -- the functions passed to the page run there. */
import { rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { enginePath } from '../support/browserEngines.mjs';
import { measuredPages, navigationWalk, pageHolding } from './builtPages.mjs';
import { scriptFreeCopy } from './scriptFreeCopy.mjs';
import { measuredSite, writeFigures } from './measuredSite.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const readingMs = 3000;
const holdMs = 90;
const goal = { headingTimes: 3, imagesTimes: 2, aheadKb: 200 };
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The taps measured, from the build's pages (see builtPages.mjs): the navigation's walk, and a card. */
function navigations() {
  const grid = pageHolding('data-project-card');
  return [
    ...navigationWalk().map(({ from, to }) => ({
      name: `${from} → ${to}`,
      from,
      link: `header nav a[href="${to}"]`,
    })),
    { name: `card on ${grid} → its project`, from: grid, link: 'main a[data-project-card]' },
  ];
}

/**
 * In every document: the time of the finger going down, and of the first frame showing the expected
 * heading and then every image in the viewport loaded, as epoch ms in sessionStorage (which a
 * full-page load keeps).
 */
function watchFrames() {
  const now = () => String(performance.timeOrigin + performance.now());
  document.addEventListener('pointerdown', (event) => {
    sessionStorage.setItem('tapAt', String(performance.timeOrigin + event.timeStamp));
  });
  const isShown = (element) => {
    const box = element.getBoundingClientRect();
    return element.getClientRects().length > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const check = () => {
    const heading = sessionStorage.getItem('expectHeading');
    if (heading && !sessionStorage.getItem('headingAt')) {
      const headings = [...document.querySelectorAll('h1, h2')];
      if (headings.some((element) => element.textContent.trim() === heading && isShown(element)))
        sessionStorage.setItem('headingAt', now());
    }
    if (sessionStorage.getItem('headingAt') && !sessionStorage.getItem('imagesAt')) {
      const images = [...document.images].filter(isShown);
      if (images.every((image) => image.complete && image.naturalWidth > 0)) sessionStorage.setItem('imagesAt', now());
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The floor of any in-page navigation: on the script-free copy, a click on a link only writes the
 * expected heading into the page's `<h1>`. What is left is the browser's own time from the finger
 * to the click and to the frame.
 */
function writeHeadingOnClick() {
  document.addEventListener('click', (event) => {
    if (!event.target.closest('a')) return;
    event.preventDefault();
    document.querySelector('h1').textContent = sessionStorage.getItem('expectHeading');
  });
}

/** Bytes fetched after the app started (its `app-ready` mark), or 0 where it never starts. */
function bytesFetchedAhead() {
  const ready = performance.getEntriesByName('app-ready')[0];
  if (!ready) return 0;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= ready.startTime)
    .reduce((sum, entry) => sum + entry.transferSize, 0);
}

/** The text of the first `<h1>` of the page the server answers at `url`. */
async function firstHeadingAt(url) {
  const html = await (await fetch(url)).text();
  return /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)[1]
    .replace(/<[^>]+>/g, '')
    .trim();
}

async function newPhone(browser, { savesData = false, isFloor = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await context.addInitScript(watchFrames);
  if (isFloor) await context.addInitScript(writeHeadingOnClick);
  const page = await context.newPage();
  const devTools = await context.newCDPSession(page);
  await devTools.send('Network.enable');
  await devTools.send('Network.emulateNetworkConditions', slow4g);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (savesData) await devTools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  return { context, page, devTools };
}

/** One cold page view, reading, then the tap: its milliseconds and the bytes fetched ahead. */
async function measure(browser, origin, navigation, isFloor = false) {
  const { context, page, devTools } = await newPhone(browser, { isFloor });
  try {
    await page.goto(`${origin}${navigation.from}`, { waitUntil: 'load' });
    await page.waitForTimeout(readingMs);
    const link = page.locator(navigation.link).first();
    const heading = await firstHeadingAt(`${origin}${await link.getAttribute('href')}`);
    await page.evaluate((text) => sessionStorage.setItem('expectHeading', text), heading);
    const aheadBytes = await page.evaluate(bytesFetchedAhead);
    const box = await link.boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await devTools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(holdMs);
    await devTools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => sessionStorage.getItem('imagesAt'), null, { timeout: 30_000 });
    const [tapAt, headingAt, imagesAt] = await page.evaluate(() =>
      ['tapAt', 'headingAt', 'imagesAt'].map((key) => Number(sessionStorage.getItem(key))),
    );
    return { heading: headingAt - tapAt, images: imagesAt - tapAt, aheadBytes };
  } finally {
    await context.close();
  }
}

/** Bytes fetched ahead on `path` in 3 s of reading with Data Saver on. */
async function aheadWithDataSaver(browser, origin, path) {
  const { context, page } = await newPhone(browser, { savesData: true });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0);
    await page.waitForTimeout(readingMs);
    return await page.evaluate(bytesFetchedAhead);
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = measuredSite(args);
const copyDir = await scriptFreeCopy(site.dist);
const app = await site.serve();
const copy = await site.serve({ DIST_DIR: copyDir });
const browser = await chromium.launch({
  executablePath: enginePath('chromium'),
  args: chromiumFlags,
});
const rows = [];
let dataSaverBytes;
try {
  for (const navigation of navigations()) {
    const samples = { app: [], copy: [], floor: [] };
    for (let run = 0; run < runs; run += 1) {
      samples.app.push(await measure(browser, app.origin, navigation));
      samples.copy.push(await measure(browser, copy.origin, navigation));
      samples.floor.push(await measure(browser, copy.origin, navigation, true));
    }
    const of = (site, key) => median(samples[site].map((sample) => sample[key]));
    rows.push({
      name: navigation.name,
      heading: { app: of('app', 'heading'), copy: of('copy', 'heading') },
      floor: { app: of('floor', 'heading'), copy: of('copy', 'heading') },
      images: { app: of('app', 'images'), copy: of('copy', 'images') },
      aheadKb: Math.max(...samples.app.map((sample) => sample.aheadBytes)) / 1024,
    });
  }
  // Every page once: the most any of them fetched ahead.
  for (const path of measuredPages())
    dataSaverBytes = Math.max(dataSaverBytes ?? 0, await aheadWithDataSaver(browser, app.origin, path));
} finally {
  await browser.close();
  app.server.kill();
  copy.server.kill();
  await rm(copyDir, { recursive: true, force: true });
}

const ms = (value) => `${Math.round(value)} ms`;
const times = (pair) => pair.copy / pair.app;
console.log(`\nTap → next page — Slow 4G, 4× CPU, 375 px touch, ${readingMs / 1000} s reading, median of ${runs}\n`);
console.log(
  '| navigation | heading: app / full-page copy | viewport images: app / full-page copy | fetched ahead | heading on the in-page floor |',
);
console.log('|---|---|---|---|---|');
for (const row of rows) {
  const pair = (key) => `${ms(row[key].app)} / ${ms(row[key].copy)} (${times(row[key]).toFixed(1)}×)`;
  const floor = `${ms(row.floor.app)} (${times(row.floor).toFixed(1)}×)`;
  console.log(`| ${row.name} | ${pair('heading')} | ${pair('images')} | ${row.aheadKb.toFixed(1)} KB | ${floor} |`);
}
console.log(
  '\nThe in-page floor: the same tap on the copy, whose only script writes the next heading into the page on the click.',
);
console.log(`\nFetched ahead with Data Saver on, the most on any page: ${dataSaverBytes} bytes`);
writeFigures(args, { rows, dataSaverBytes });

const misses = rows.flatMap((row) => [
  ...(times(row.heading) < goal.headingTimes
    ? [`${row.name}: heading ${times(row.heading).toFixed(1)}× sooner (goal ≥ ${goal.headingTimes}×)`]
    : []),
  ...(times(row.images) < goal.imagesTimes
    ? [`${row.name}: images ${times(row.images).toFixed(1)}× sooner (goal ≥ ${goal.imagesTimes}×)`]
    : []),
  ...(row.aheadKb > goal.aheadKb
    ? [`${row.name}: ${row.aheadKb.toFixed(1)} KB fetched ahead (goal ≤ ${goal.aheadKb} KB)`]
    : []),
]);
if (dataSaverBytes > 0) misses.push(`${dataSaverBytes} bytes fetched ahead with Data Saver on (goal: none)`);
console.log(misses.length === 0 ? '\nEvery goal met.' : `\nGoals missed:\n  ${misses.join('\n  ')}`);
if (misses.length > 0) process.exitCode = 1;
