/**
 * The built site in real Chromium: every page hydrates without a React error or warning, and a first
 * visit stays within the byte budgets (the bytes are the same on every run, unlike timings). The script
 * budget judges the template's code: the chunk of the owner's words (src/build/contentChunk.mjs) is
 * counted apart and only reported, with a warning past `wordsWarnKb`. Code the app preloads once it is
 * ready (the `app-ready` mark) has a budget of its own.
 *
 * @jest-environment node
 */
import type { Browser, Page } from 'playwright-core';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { launchChromium } from '../support/chromium';
import { templateIt } from '../support/ownerRun';
import { navName, siteWords } from '../support/siteWords';
import { basename, extname } from 'node:path';
import { about, errorPages, hobbies, projectsPage, resume } from '../../src/content';
import { resumeFiles } from '../../src/content/model';
import { routeTable } from '../../src/routes/siteTable';
import { isContentScript } from '../../src/build/contentChunk.mjs';
import { budgets, codeBudgetKbOf } from '../budget/budgets.mjs';
import { tableAddresses } from '../support/routeTable';

const { wordsWarnKb } = budgets;

const routes = [...tableAddresses.map((address) => address.path), '/an-unknown-page'];

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
});

/** Opens `path` in a fresh tab, recording console messages and bytes received, until the app is ready. */
async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page: Page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  // The server sends a strict Content-Security-Policy: anything it blocks is a failure.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const sentAt = new Map<string, number>();
  const received: { type: string | undefined; url: string; sentAt: number; bytes: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    sentAt.set(event.requestId, event.wallTime * 1000);
    urls.set(event.requestId, event.request.url);
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) =>
    received.push({
      type: types.get(event.requestId),
      url: urls.get(event.requestId) ?? '',
      sentAt: sentAt.get(event.requestId) ?? 0,
      bytes: event.encodedDataLength,
    }),
  );
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as { lcpAt?: number }).lcpAt = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

  const response = await page.goto(`${site.origin}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.waitForLoadState('networkidle');
  // Page clock → wall clock, to sort the requests into before and after the app was ready.
  const times = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    appReady: performance.getEntriesByName('app-ready')[0]?.startTime ?? Number.NaN,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    lcp: (window as { lcpAt?: number }).lcpAt ?? Number.NaN,
  }));
  const appReadyAt = times.origin + times.appReady;
  // What the visit loaded by itself, before the interactions below.
  const firstVisit = [...received];
  const sum = (filter: (request: (typeof received)[number]) => boolean) =>
    firstVisit.filter(filter).reduce((total, request) => total + request.bytes, 0) / 1024;
  // The interactive parts load more code and add styles: they must pass the policy too.
  await page.mouse.move(1, 1);
  await page.locator('footer a').first().hover();
  await page.getByRole('tooltip').waitFor();
  if (path === routeTable.projects.path) {
    await page.locator('[data-project-card]').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
  }
  const result = {
    status: response?.status(),
    messages,
    thirdParty: requested.filter((url) => !url.startsWith(site.origin)),
    kb: {
      code: sum((request) => request.sentAt < appReadyAt && request.type === 'Script' && !isContentScript(request.url)),
      words: sum((request) => request.sentAt < appReadyAt && request.type === 'Script' && isContentScript(request.url)),
      total: sum((request) => request.sentAt < appReadyAt),
      preloadScript: sum((request) => request.sentAt >= appReadyAt && request.type === 'Script'),
    },
    times,
  };
  await context.close();
  return result;
}

describe.each(routes)('a first visit to %s', (path) => {
  let result: Awaited<ReturnType<typeof visit>>;
  beforeAll(async () => {
    result = await visit(path);
    process.stdout.write(
      `${path}: ${result.kb.code.toFixed(1)} KB of code and ${result.kb.words.toFixed(1)} KB of words in scripts, ` +
        `${result.kb.total.toFixed(1)} KB in all, ` +
        `${result.kb.preloadScript.toFixed(1)} KB preloaded from ${result.times.appReady.toFixed(0)} ms ` +
        `(load ${result.times.loaded.toFixed(0)} ms, LCP ${result.times.lcp.toFixed(0)} ms; compressed)\n`,
    );
    if (result.kb.words > wordsWarnKb)
      process.stdout.write(
        `warning: ${path} carries ${result.kb.words.toFixed(1)} KB of words in scripts (more than ${wordsWarnKb} KB); ` +
          'the code budget does not count them, but a visitor still waits for them\n',
      );
  }, 60_000);

  it('hydrates, shows a tooltip (and on /Projects the popup) without any console error, warning or CSP violation', () => {
    const notFound = path === '/an-unknown-page';
    expect(result.status).toBe(notFound ? 404 : 200);
    // The browser reports the 404 document itself; that is the only message allowed.
    const expected = notFound
      ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)']
      : [];
    expect(result.messages).toEqual(expected);
  });

  it('makes no request to any other site (no tracking, no third-party code)', () => {
    expect(result.thirdParty).toEqual([]);
  });

  it(`loads at most ${budgets.codeKb} KB of code (scripts less the owner's words; more with further languages) and ${budgets.totalKb} KB in all before the app is ready`, () => {
    expect(result.kb.words).toBeGreaterThan(0);
    expect(result.kb.code).toBeLessThanOrEqual(codeBudgetKbOf(site.dist));
    expect(result.kb.total).toBeLessThanOrEqual(budgets.totalKb);
  });

  it(`preloads at most ${budgets.preloadScriptKb} KB of code, only after the load event`, () => {
    expect(result.kb.preloadScript).toBeLessThanOrEqual(budgets.preloadScriptKb);
    expect(result.times.appReady).toBeGreaterThanOrEqual(result.times.loaded);
  });
});

/**
 * `path` opened with Data Saver on (or on a 2G connection), until the app is ready and the network has been idle: the
 * addresses requested after the app was ready, and the page, for a first tap.
 */
async function visitSavingData(path: string, on: 'Data Saver' | '2G' = 'Data Saver') {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (on === 'Data Saver') await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  // Chromium reads the connection as 2G (`navigator.connection.effectiveType`) from these figures.
  else
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: 32_000,
      uploadThroughput: 16_000,
    });
  const sent: { url: string; at: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => sent.push({ url: event.request.url, at: event.wallTime * 1000 }));
  await page.goto(`${site.origin}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  // Longer than an idle callback waits for a quiet main thread, and more than its fallback timer.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const readyAt = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByName('app-ready')[0]?.startTime ?? Number.NaN),
  );
  const ahead = sent.filter((request) => !(request.at < readyAt)).map((request) => new URL(request.url).pathname);
  return { context, page, ahead };
}

describe('with Data Saver on', () => {
  it.each(routes)('%s fetches nothing once the app is ready, until the visitor acts', async (path) => {
    const { context, ahead } = await visitSavingData(path);
    await context.close();
    expect(ahead).toEqual([]);
  });

  it('and on a 2G connection, the Projects page fetches nothing once the app is ready either', async () => {
    const { context, page, ahead } = await visitSavingData(routeTable.projects.path, '2G');
    expect(
      await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
    ).toBe('2g');
    await context.close();
    expect(ahead).toEqual([]);
  }, 60_000);

  it("a first tap still does what it says: a card opens its project's popup, the theme toggle turns", async () => {
    const { context, page } = await visitSavingData(routeTable.projects.path);
    await page.locator('main [data-project-card]').first().tap();
    await expect(page.getByRole('dialog').waitFor()).resolves.toBeUndefined();
    await page.keyboard.press('Escape');
    const toggle = page.locator('header button[aria-pressed]');
    const before = await toggle.getAttribute('aria-pressed');
    await toggle.tap();
    await page.waitForFunction(
      (was) => document.querySelector('header button[aria-pressed]')?.getAttribute('aria-pressed') !== was,
      before,
    );
    await context.close();
  });
});

describe('a broken deploy', () => {
  templateIt(
    'keeps the page readable and offers a reload when the app code cannot load',
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      // The router's chunk is gone (a stale deploy) or the connection dropped.
      await page.route(/lib-router\.\w+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.goto(`${site.origin}/About`);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(errorPages.appNotStarted);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(about.heading);
      const reload = alert.getByRole('button', { name: siteWords.reload });
      await page.unroute(/lib-router\.\w+\.js$/);
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(await page.getByRole('alert').count()).toBe(0);
      await context.close();
    },
    60_000,
  );

  templateIt(
    "shows the recovery page inside the layout when a page's code fails to load during navigation",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Data Saver on, so nothing is fetched ahead: the Projects page's code is asked for on the tap.
      await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      await page.goto(`${site.origin}/About`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      // Every script not loaded yet is gone: the Projects page's code cannot arrive.
      await page.route(/\/static\/js\/.+\.js$/, (route) => route.abort('internetdisconnected'));
      await page
        .getByRole('navigation', { name: siteWords.navigation })
        .getByRole('link', { name: navName('/Projects') })
        .click();
      const heading = page.getByRole('heading', { level: 1 });
      await page.waitForFunction(
        (text) => document.querySelector('main h1')?.textContent === text,
        siteWords.pageNotLoaded,
      );
      expect(await heading.textContent()).toBe(siteWords.pageNotLoaded);
      expect(await page.getByRole('navigation', { name: siteWords.navigation }).count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      await page.unroute(/\/static\/js\/.+\.js$/);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: siteWords.reload }).click()]);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(projectsPage.heading);
      await context.close();
    },
    60_000,
  );

  templateIt(
    'when the machines cannot load, the resume link still downloads and a press on the theme toggle offers a reload',
    async () => {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      // The chunk of XState and the machines, loaded once the app is ready, never arrives. It is the one
      // that defines the page title machine (machines/pageTitleMachine.ts), whose id the build keeps.
      const isMachineChunk = (body: string) => /\bid:\s*"pageTitle"/.test(body);
      let machineChunkAsked = 0;
      let machinesFailed = () => {};
      const firstFailure = new Promise<void>((resolve) => (machinesFailed = resolve));
      await page.route(/\/static\/js\/.+\.js$/, async (route) => {
        try {
          const response = await route.fetch();
          if (!isMachineChunk(await response.text())) return await route.fulfill({ response });
          machineChunkAsked += 1;
          await route.abort('internetdisconnected');
          machinesFailed();
        } catch {
          // A request still under way when the context closes.
        }
      });
      await page.goto(`${site.origin}/`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await firstFailure;
      expect(machineChunkAsked).toBe(1);
      // Two frames for the page to take in the failure.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      // The link is a real download link, and the app leaves it to the browser when its machine is missing.
      const [{ fileName }] = resumeFiles(resume);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator(`main a[download="${fileName}"]`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);

      // The toggle asks for the machines again; when they fail again, the page says so and offers a reload.
      // (Pages rendered ahead while the browser is idle may have asked once more before the press.)
      const askedBeforePress = machineChunkAsked;
      await page.getByRole('button', { name: siteWords.themeToggle }).click();
      await page.waitForFunction(
        (text) => document.querySelector('main h1')?.textContent === text,
        siteWords.pageNotLoaded,
      );
      expect(machineChunkAsked).toBeGreaterThan(askedBeforePress);
      await page.unroute(/\/static\/js\/.+\.js$/);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: siteWords.reload }).click()]);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(await page.getByRole('button', { name: siteWords.themeToggle }).count()).toBe(1);
      await context.close();
    },
    60_000,
  );

  it('keeps the layout when an image fails to load: the space stays reserved and the alt text shows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.origin}/Hobby`);
    // The first screen's hobby image, whichever file (or resized variant of it) the page asks for.
    const hobby = hobbies[0];
    const stem = `/${basename(hobby.image, extname(hobby.image))}`;
    const image = page.getByRole('img', { name: hobby.title, exact: true });
    const loaded = await image.boundingBox();
    await page.route(
      (url) => url.pathname.includes(stem),
      (route) => route.abort(),
    );
    await page.reload();
    const broken = await page.getByRole('img', { name: hobby.title, exact: true }).boundingBox();
    expect(broken).toEqual(loaded);
    await context.close();
  }, 60_000);
});
