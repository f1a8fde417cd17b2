/*
 * Pages kept open between tests (and between the spec files of a jest worker, which lends them its
 * Chromium: tests/support/chromiumEnvironment.cjs) and brought back to a new tab's state before each
 * use. A fresh browser context per test starts a new renderer process, and that is most of a visit's
 * cost here: /Projects took about 950 ms a visit in a fresh context against about 650 ms in a reused
 * page brought back first (side by side, one run).
 *
 * A visit is a returning visitor's unless it asks to be a first one: the site's files that earlier
 * visits fetched come from the HTTP cache, as they do for a visitor who comes back (they are named by
 * their content, so a cached file is the file the server has). Fetching and compiling the scripts
 * again is most of what a cold visit adds. A test that reads what the network carries (requests,
 * responses, bytes) opens a first visit, with the cache emptied (tests/lint/firstVisits.test.ts).
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { siteContent } from '../../src/content';
import { workerChromium } from './builtSite';

interface PooledPage {
  context: BrowserContext;
  page: Page;
  devTools: CDPSession;
}

/**
 * The idle pages of each browser, by the origin they visit and their context options: kept by the
 * jest worker for its next files where it lends them its Chromium (`workerChromium`), else the file's.
 */
const idlePages = ((
  (workerChromium()?.store ?? {}) as { idlePages?: WeakMap<Browser, Map<string, PooledPage[]>> }
).idlePages ??= new WeakMap<Browser, Map<string, PooledPage[]>>());

/** How long bringing a page back may take before it is thrown away (a page left hung by a failed test). */
const resetLimit = 5_000;

/**
 * The visitor's browser speaks the site's default language, as most of its visitors' do: a site in
 * more than one language offers nothing to such a visitor on its default language's pages (the
 * offer to another language's readers has its own tests).
 */
const visitorLocale = siteContent.language;

async function openFresh(browser: Browser, options: BrowserContextOptions): Promise<PooledPage> {
  const context = await browser.newContext({ locale: visitorLocale, ...options });
  const page = await context.newPage();
  return { context, page, devTools: await context.newCDPSession(page) };
}

/** A visit's context options, and whether it is a visitor's first. */
export interface VisitOptions extends BrowserContextOptions {
  /** Empty the HTTP cache first, as for a visitor who has never been to the site (default: false). */
  firstVisit?: boolean;
}

/**
 * Brings a used page back to what a new visit of a new tab would give: no other tabs, routes or
 * listeners; empty local and session storage and cookies for the site, and an empty HTTP cache for a
 * first visit; the media features of its context options. Resolves false when it cannot (closed,
 * elsewhere, or hung).
 */
async function reset(
  { context, page, devTools }: PooledPage,
  origin: string,
  options: BrowserContextOptions,
  firstVisit: boolean,
) {
  if (page.isClosed() || !page.url().startsWith(`${origin}/`)) return false;
  const work = (async () => {
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    await Promise.all([
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      page.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    // Then the last visit ends, on a file of the site that runs nothing: what it was still fetching
    // ahead would land in the cache after it is cleared, and what it stores as it leaves (the router
    // keeps scroll positions in session storage) after the storage is. Session storage belongs to
    // the tab, so a new context's page has none.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await Promise.all([
      context.clearCookies(),
      firstVisit && devTools.send('Network.clearBrowserCache'),
      page.emulateMedia({
        media: null,
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
        forcedColors: options.forcedColors ?? 'none',
        contrast: options.contrast ?? 'no-preference',
      }),
    ]);
    return true;
  })().catch(() => false);
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), resetLimit)));
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A page of `browser` with the given context options (the viewport is set on the page), as a new
 * tab would open it for a visit to `origin` (a first visit with `firstVisit`); `release` hands it
 * back for the next test.
 */
export async function takePage(
  browser: Browser,
  origin: string,
  { viewport, firstVisit = false, ...options }: VisitOptions = {},
): Promise<{ page: Page; release: () => void }> {
  const key = JSON.stringify([origin, options]);
  const byOptions = idlePages.get(browser) ?? new Map<string, PooledPage[]>();
  idlePages.set(browser, byOptions);
  const idle = byOptions.get(key) ?? [];
  byOptions.set(key, idle);

  let pooled = idle.pop();
  if (pooled && !(await reset(pooled, origin, options, firstVisit))) {
    await pooled.context.close().catch(() => undefined);
    pooled = undefined;
  }
  pooled ??= await openFresh(browser, options);
  if (viewport) await pooled.page.setViewportSize(viewport);
  const taken = pooled;
  let released = false;
  return {
    page: taken.page,
    release: () => {
      if (released) return;
      released = true;
      idle.push(taken);
    },
  };
}
