import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { type BuiltSite, buildAndServe, lentBuild, workerChromium } from '../support/builtSite';
import { collectConsoleProblems } from '../support/consoleProblems';
import { type Register, isOwnerContentRun } from '../support/ownerRun';
import { type ChromiumOptions, chromiumLaunchOptions, launchChromium } from '../support/chromium';
import { type VisitOptions, takePage } from '../support/pagePool';

export const widths = [375, 1280] as const;
export type Width = (typeof widths)[number];

/**
 * The widths of checks that content changes through its words, files, counts and addresses, not
 * through how they fit: both in the sample's run, which checks the layout at each; the phone's alone
 * for another owner's content (tests/support/ownerRun.ts). Checks of fit (card rows, large fonts,
 * photos, image candidates, axe) keep both widths for every owner.
 */
export const contentWidths: readonly Width[] = isOwnerContentRun ? [375] : widths;

/** The WCAG 2.2 AA rule sets (and axe's best practices) every page must pass. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface E2E {
  site: BuiltSite;
  browser: Browser;
}

/**
 * The shared production build's server and Chromium for one spec file: those its jest worker lends
 * in the Chromium environment (tests/support/chromiumEnvironment.cjs), which `close` leaves running
 * for the next file; else (the desktop browser, or another environment) its own, which `close` ends.
 * Use in `beforeAll` (with a generous time-out) and call `close` in `afterAll`.
 */
export async function startE2E(options: ChromiumOptions = {}): Promise<E2E & { close: () => Promise<void> }> {
  const lent = workerChromium();
  if (lent && !options.pdfViewer) {
    const [site, browser] = await Promise.all([lentBuild(lent), lent.browser(chromiumLaunchOptions(options))]);
    return { site, browser, close: async () => undefined };
  }
  const [site, browser] = await Promise.all([buildAndServe(), launchChromium(options)]);
  return {
    site,
    browser,
    close: async () => {
      await browser.close();
      site.close();
    },
  };
}

/**
 * The spec file's E2E session: starts it in `beforeAll` (120 s for the first file, which builds the
 * site) and closes it in `afterAll`. Call once at the top of the file (or of a `describe` whose tests need
 * the desktop Chromium's PDF viewer, with `{ pdfViewer: true }`); `site` and `browser` can be
 * read from the first test on.
 */
export function useE2E(options: ChromiumOptions = {}): E2E {
  let started: (E2E & { close: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    started = await startE2E(options);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  const get = () => {
    if (!started) throw new Error('The E2E session is not started: use it inside a test or a hook.');
    return started;
  };
  return {
    get site() {
      return get().site;
    },
    get browser() {
      return get().browser;
    },
  };
}

export interface OpenOptions extends VisitOptions {
  width?: Width;
  /** Wait for the app to hydrate (default) or only for the HTML (`false`, e.g. JavaScript off). */
  waitForApp?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings and uncaught errors seen so far, as `type: text`. */
  problems: string[];
  status: number | undefined;
  close: () => Promise<void>;
}

/** The browser's console line for a response with the given status. */
export const failedResourceMessage = (status: number, text: string) =>
  `error: Failed to load resource: the server responded with a status of ${status} (${text})`;

/** The one console message a real 404 answer causes: the browser reporting the document's status. */
export const notFoundDocumentMessage = failedResourceMessage(404, 'Not Found');

/** The console message of a resource that answers 500 (e.g. a resume download made to fail). */
export const serverErrorMessage = failedResourceMessage(500, 'Internal Server Error');

/** The console problems a first load of `path` causes on purpose: the 404 status line on /nope, else none. */
export const expectedProblemsOn = (path: string): string[] => (path === '/nope' ? [notFoundDocumentMessage] : []);

/**
 * The resume downloads' failure alerts that say something: each download keeps an empty alert
 * region, so screen readers know it before a failure fills it.
 */
export const failureAlerts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** Waits until the app has hydrated the page (the root's `data-app="ready"`). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/**
 * Opens `path` at the given width as a new tab would (a page of the file's pool, its storage cleared,
 * its HTTP cache too for a `firstVisit`: tests/support/pagePool.ts) and waits until the page is
 * interactive. `close` hands the page back.
 */
export async function openPage({ site, browser }: E2E, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const { width = 1280, waitForApp: waitForAppOption = true, ...contextOptions } = options;
  const { page, release } = await takePage(browser, site.origin, {
    viewport: { width, height: width < 600 ? 812 : 900 },
    acceptDownloads: true,
    ...contextOptions,
  });
  const problems = collectConsoleProblems(page);
  const response = await page.goto(`${site.origin}${path}`);
  if (waitForAppOption && contextOptions.javaScriptEnabled !== false) await waitForApp(page);
  return { page, problems, status: response?.status(), close: async () => release() };
}

/** Opens `path` like `openPage`, runs `use` with it and always closes the page afterwards. */
export async function withPage<T>(
  e2e: E2E,
  path: string,
  options: OpenOptions,
  use: (opened: OpenedPage) => Promise<T>,
): Promise<T> {
  const opened = await openPage(e2e, path, options);
  try {
    return await use(opened);
  } finally {
    await opened.close();
  }
}

/**
 * `it` for tests that each get a fresh page, with the spec file's time-out: the returned
 * `itOnPage(name, { path, ...options }, body)` opens `path` (see `openPage`), runs `body` with it
 * and closes it again. `register` is `it` itself, or `templateIt` for checks no content changes.
 */
export function pageTests(e2e: E2E, timeout: number, register: Register = it) {
  return (
    name: string,
    { path, ...options }: OpenOptions & { path: string },
    body: (opened: OpenedPage) => Promise<void>,
  ) => register(name, () => withPage(e2e, path, options, body), timeout);
}

/**
 * Clicks `link` and checks that it opens `url` in a new tab without `window.opener`, next to the
 * page it was on (two tabs); returns the new tab.
 */
export async function expectOpensNewTab(page: Page, link: Locator, url: string): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForURL(url);
  expect(tab.url()).toBe(url);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  expect(page.context().pages()).toHaveLength(2);
  return tab;
}

/** axe-core itself, injected into each page it checks. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe run every page state gets, on the page as it is now: the WCAG 2.2 AA rule sets, with
 * `target-size` (24 × 24 px targets, WCAG 2.5.8) turned on by name: it is axe's one WCAG 2.2 rule and
 * off by default (the `wcag22aa` tag selects it too; naming it keeps it on if the tags change). axe-core
 * runs in the page as its API documents (`axe.run`); the site has no frames, so nothing is gathered
 * from other documents. (`@axe-core/playwright` did the same with a blank page opened for every run
 * to merge frames' results: 1.7 s a run on /Projects against 0.7 s.)
 */
export async function axeCheck(page: Page, { violationsOnly = false } = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ tags, violationsOnly }) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'target-size': { enabled: true } },
        // axe's documented speed-up: the same rules run, and only the violations list every node.
        ...(violationsOnly ? { resultTypes: ['violations' as const] } : {}),
      }),
    { tags: axeTags, violationsOnly },
  );
}

/**
 * axe's violations on the page as it is now, as short readable lines (empty when it passes). Only
 * the violations are gathered in full: 120 ms a run on /Projects against 310 ms for every result.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeCheck(page, { violationsOnly: true });
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
    ),
  );
}

/**
 * Each h1 of the page that reads `heading`, as whether it is shown: a page fetched and rendered ahead
 * waits hidden (`[false]`), a page never fetched has none (`[]`).
 */
export function headingsShown(page: Page, heading: string): Promise<boolean[]> {
  return page.evaluate(
    (text) =>
      [...document.querySelectorAll('h1')]
        .filter((h1) => h1.textContent === text)
        .map((h1) => h1.getClientRects().length > 0),
    heading,
  );
}

/** Resolves after `ms` milliseconds of wall-clock time. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no CSS animation is running (the project cards' fade-in: 0.6 s, and 0.5 s more for each card). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Ends every running animation at once, then waits until none runs: for checks of the page after its
 * motion, not of the motion. A finished animation no longer applies, which leaves the page as the
 * animation would have: the entrances end on the elements' own styles. Eleven cards fade in for 5.6 s.
 */
export async function skipAnimations(page: Page): Promise<void> {
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  await animationsFinished(page);
}
