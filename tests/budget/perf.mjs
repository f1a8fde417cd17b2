// `npm run perf`: builds the site, serves it with the production server and measures every route
// with Lighthouse (mobile preset) in Debian's Chromium, several times: each figure is the median of
// the runs, so one run disturbed by the machine's other work neither fails nor flatters a route.
// Prints a table and exits non-zero when a route is over budget. The script budget judges the template's
// code: the chunk of the owner's words (src/build/contentChunk.mjs) is counted apart and only reported,
// with a warning past 30 KB. Options: --runs N (default 3), --no-build, --site DIR and --json FILE
// (measuredSite.mjs).
import { existsSync } from 'node:fs';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { enginePath } from '../support/browserEngines.mjs';
import { isContentScript } from '../../src/build/contentChunk.mjs';
import { budgets, codeBudgetKbOf } from './budgets.mjs';
import { measuredPages } from './builtPages.mjs';
import { measuredSite, writeFigures } from './measuredSite.mjs';
import { importTool } from '../tools/tool.mjs';

// The desktop browser, as visitors have it: CHROME_PATH, Debian's, Playwright's or the system's.
const chromePath = enginePath('chromium');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const budget = {
  performance: 100,
  accessibility: 100,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 50,
  initialCodeKb: budgets.codeKb,
  preloadJsKb: budgets.preloadScriptKb,
  totalKb: budgets.totalKb,
  wordsWarnKb: budgets.wordsWarnKb,
};

if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}: install it with "apt-get install -y chromium" or set CHROME_PATH.`,
  );
  process.exit(2);
}

// Lighthouse is installed in tests/tools/lighthouse/ on the first run, not with the project.
const chromeLauncher = await importTool('lighthouse', 'chrome-launcher');
const { default: lighthouse } = await importTool('lighthouse', 'lighthouse');

const buildStart = performance.now();
const site = measuredSite(args);
const buildSeconds = (performance.now() - buildStart) / 1000;
/** Every page the build prerendered from the route table, and one project's address. */
const routes = measuredPages();
budget.initialCodeKb = codeBudgetKbOf(site.dist);

const { server, origin } = await site.serve();

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

const kb = (bytes) => bytes / 1024;
const rows = [];
try {
  for (const route of routes) {
    const measured = [];
    // A run Lighthouse could not record (it asks to be run again) is run again, twice at most.
    for (let attempt = 0; measured.length < runs && attempt < runs + 2; attempt += 1) {
      const result = await measure(route);
      if (result) measured.push(result);
    }
    if (measured.length < runs) throw new Error(`${route}: Lighthouse recorded ${measured.length} of ${runs} runs`);
    rows.push(medianRow(route, measured));
  }
} finally {
  await chrome.kill();
  server.kill();
}

/** One Lighthouse run of `route`: its scores and figures, or null if Lighthouse could not record it. */
async function measure(route) {
  const { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (lhr.runtimeError) {
    console.log(`${route}: Lighthouse could not measure it (${lhr.runtimeError.code}); running it again`);
    return null;
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests'].details.items;
  // Scripts fetched once the app has started (src/layout/HydratedMark.tsx marks it) are preloads of
  // code a press may need; they are counted apart. Request times count from the document's request,
  // the mark's from navigation start: a few ms apart.
  const appReadyAt =
    lhr.audits['user-timings'].details?.items?.find((item) => item.name === 'app-ready')?.startTime ?? Infinity;
  const isPreload = (request) => request.rendererStartTime >= appReadyAt - 20;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sumKb = (list) => kb(list.reduce((sum, request) => sum + request.transferSize, 0));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    codeKb: sumKb(scripts.filter((request) => !isPreload(request) && !isContentScript(request.url))),
    wordsKb: sumKb(scripts.filter((request) => !isPreload(request) && isContentScript(request.url))),
    preloadJsKb: sumKb(scripts.filter(isPreload)),
    appReadyMs: appReadyAt,
    // The page really painted it then (unthrottled); the LCP above is Lighthouse's phone estimate.
    observedLcpMs: lhr.audits.metrics.details.items[0].observedLargestContentfulPaint,
    totalKb: kb(metric('total-byte-weight')),
  };
}

/** The middle value; not a number if a run could not measure it, so that the budget fails. */
function median(values) {
  if (values.some(Number.isNaN)) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure of `route` is the median of its runs' figures. */
function medianRow(route, measured) {
  const fields = Object.keys(measured[0]);
  return { route, ...Object.fromEntries(fields.map((field) => [field, median(measured.map((run) => run[field]))])) };
}

const over = (row) =>
  [
    !(row.performance >= budget.performance) && `performance ${row.performance} < ${budget.performance}`,
    !(row.accessibility >= budget.accessibility) && `accessibility ${row.accessibility} < ${budget.accessibility}`,
    !(row.lcpMs <= budget.lcpMs) && `LCP ${row.lcpMs.toFixed(0)} ms > ${budget.lcpMs} ms`,
    !(row.cls <= budget.cls) && `CLS ${row.cls.toFixed(3)} > ${budget.cls}`,
    !(row.tbtMs <= budget.tbtMs) && `TBT ${row.tbtMs.toFixed(0)} ms > ${budget.tbtMs} ms`,
    !(row.codeKb <= budget.initialCodeKb) && `code ${row.codeKb.toFixed(1)} KB > ${budget.initialCodeKb} KB`,
    !(row.wordsKb > 0) && 'no chunk of words found: the code budget would count them (src/build/contentChunk.mjs)',
    !(row.preloadJsKb <= budget.preloadJsKb) &&
      `preload JS ${row.preloadJsKb.toFixed(1)} KB > ${budget.preloadJsKb} KB`,
    !(row.appReadyMs > row.observedLcpMs) &&
      `the app is ready at ${row.appReadyMs} ms, before the largest paint (${row.observedLcpMs} ms)`,
    !(row.totalKb <= budget.totalKb) && `total ${row.totalKb.toFixed(1)} KB > ${budget.totalKb} KB`,
  ].filter(Boolean);

const table = rows.map((row) => ({
  route: row.route,
  perf: row.performance,
  a11y: row.accessibility,
  'best pr.': row.bestPractices,
  seo: row.seo,
  'FCP ms': Math.round(row.fcpMs),
  'LCP ms': Math.round(row.lcpMs),
  'TBT ms': Math.round(row.tbtMs),
  CLS: row.cls.toFixed(3),
  'code KB': row.codeKb.toFixed(1),
  'words KB': row.wordsKb.toFixed(1),
  'preload KB': row.preloadJsKb.toFixed(1),
  'app ready at ms': Math.round(row.appReadyMs),
  'total KB': row.totalKb.toFixed(1),
}));
console.log(`\nProduction build: ${buildSeconds.toFixed(1)} s; each figure the median of ${runs} runs\n`);
console.table(table);
writeFigures(args, rows);

const wordy = rows.filter((row) => row.wordsKb > budget.wordsWarnKb);
for (const row of wordy)
  console.log(
    `\nwarning: ${row.route} carries ${row.wordsKb.toFixed(1)} KB of words in scripts (more than ${budget.wordsWarnKb} KB); ` +
      'the code budget does not count them, but a visitor still waits for them',
  );

const failures = rows.flatMap((row) => over(row).map((reason) => `${row.route}: ${reason}`));
if (failures.length > 0) {
  console.log(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery route is within budget.');
