// `npm run bench:tasks`: what blocks a phone's main thread while each page loads, from Chrome's own
// trace, in Chromium with a 4× slower CPU at 375 px touch. Every task over 50 ms between the first
// contentful paint and 6 s after the load event (the app is ready well before) counts by what it
// lasts over 50 ms, as Total Blocking Time counts it, and is sorted by what filled it:
// - the app's: more than half of the task runs script (evaluating a chunk, a timer, an event's
//   listeners, a promise's continuation, React's scheduler);
// - the page's own: parsing, style, layout and paint, which the same HTML and CSS cost with no script.
// Lighthouse's TBT adds both and moves by a third between runs here; this split says whether a
// change to the code moved the part the code owns. Prints the medians per page and the longest app
// task; measures, never fails. Options: --runs N (default 3), --no-build, --site DIR, --json FILE
// (measuredSite.mjs).
import { chromium } from 'playwright-core';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { enginePath } from '../support/browserEngines.mjs';
import { measuredPages } from './builtPages.mjs';
import { measuredSite, writeFigures } from './measuredSite.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const cpuSlowdown = 4;
const longTaskMs = 50;
const afterLoadMs = 6000;
/**
 * Trace events that run script: a chunk evaluated, a call, a timer, a frame's or an event's callbacks,
 * and the promise continuations after them (which name no script). The page has no script but the
 * site's, and the measurer runs nothing in it while it is traced.
 */
const scriptEvents = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
]);

/** Sums the long tasks of one trace: the app's and the page's own blocking time, and the app's longest task. */
function blockingOf(events) {
  // The page's first contentful paint, on the main thread of the renderer that drew it.
  const painted = events.find((event) => event.name === 'firstContentfulPaint');
  if (!painted) throw new Error('The trace has no first contentful paint.');
  const main = `${painted.pid}:${painted.tid}`;
  const onMain = events
    .filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main)
    .sort((a, b) => a.ts - b.ts);
  const figures = { appMs: 0, pageMs: 0, longestAppMs: 0 };
  const long = (event) =>
    event.name === 'RunTask' && event.dur > longTaskMs * 1000 && event.ts + event.dur > painted.ts;
  for (const task of onMain.filter(long)) {
    const end = task.ts + task.dur;
    let scriptUs = 0;
    let coveredUntil = task.ts;
    // The site's scripts at the outermost level inside the task (a nested call is in its caller's time).
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue;
      if (!scriptEvents.has(event.name)) continue;
      if (event.ts < coveredUntil) continue;
      scriptUs += Math.min(event.dur, end - event.ts);
      coveredUntil = event.ts + event.dur;
    }
    const ms = task.dur / 1000;
    if (scriptUs > task.dur / 2) {
      figures.appMs += ms - longTaskMs;
      figures.longestAppMs = Math.max(figures.longestAppMs, ms);
    } else {
      figures.pageMs += ms - longTaskMs;
    }
  }
  return figures;
}

async function measure(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const devTools = await context.newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const events = [];
    devTools.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => devTools.once('Tracing.tracingComplete', resolve));
    await devTools.send('Tracing.start', {
      categories: 'loading,devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // Nothing of the measurer runs in the page while it is traced: no polling, only a wait.
    await page.waitForTimeout(afterLoadMs);
    await devTools.send('Tracing.end');
    await complete;
    const ready = await page.evaluate(() => performance.getEntriesByName('app-ready').length > 0);
    if (!ready) throw new Error(`${path}: the app was not ready ${afterLoadMs / 1000} s after the load event.`);
    return blockingOf(events);
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = measuredSite(args);
const { server, origin } = await site.serve();
const browser = await chromium.launch({ executablePath: enginePath('chromium'), args: chromiumFlags });
const rows = [];
try {
  for (const route of measuredPages()) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, origin, route));
    const of = (key) => Math.round(median(samples.map((sample) => sample[key])));
    rows.push({ route, appMs: of('appMs'), longestAppMs: of('longestAppMs'), pageMs: of('pageMs') });
  }
} finally {
  await browser.close();
  server.kill();
}

console.log(`\nLong tasks of a page load — 4× CPU, 375 px touch, median of ${runs}\n`);
console.log("| page | the app's blocking | its longest task | the page's own blocking |");
console.log('|---|---|---|---|');
for (const row of rows) console.log(`| ${row.route} | ${row.appMs} ms | ${row.longestAppMs} ms | ${row.pageMs} ms |`);
writeFigures(args, rows);
