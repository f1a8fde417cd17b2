/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/**
 * The specs' pages are reused between tests (tests/support/pagePool.ts): a reused page must start as
 * a new tab's would, or one test's leftovers would decide another's outcome. Only the HTTP cache
 * stays, as a returning visitor's does, unless the visit is a first one. The pages and the browser
 * stay for the next spec file the jest worker runs.
 */
import type { Page } from 'playwright-core';
import { socialLinks } from '../../src/content';
import { isIconFile } from '../../src/content/model';
import { themeStorageKey } from '../../src/theme/colorTheme';
import { socialLinkName } from '../support/siteWords';
import { iconShare, waitUntilDrawnIn } from './images';
import { startE2E, useE2E, withPage } from './support';

const e2e = useE2E();

/** What a visit could leave behind, as the page now has it. */
async function leftovers(page: Page) {
  const inPage = await page.evaluate((key) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
    return {
      theme: localStorage.getItem(key),
      session: sessionStorage.length,
      cookies: document.cookie,
      prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      // Scripts never fetched from the server in this visit (one fetched ahead and then run is read twice).
      scriptsFromCache: [...new Set(scripts.map((entry) => entry.name))].filter((name) =>
        scripts.every((entry) => entry.name !== name || entry.transferSize === 0),
      ),
      scripts: scripts.length,
    };
  }, themeStorageKey);
  return { ...inPage, tabs: page.context().pages().length, viewport: page.viewportSize() };
}

const clean = {
  theme: null,
  session: 0,
  cookies: '',
  prefersDark: false,
  reducedMotion: false,
  scriptsFromCache: [],
  scripts: expect.any(Number),
  tabs: 1,
};

it('a reused page starts a first visit as a new context would: no storage, cookies, cache, tabs, routes, listeners or media', async () => {
  let first: Page | undefined;
  const heard: string[] = [];
  await withPage(e2e, '/About', { width: 375 }, async ({ page }) => {
    first = page;
    await page.evaluate((key) => {
      localStorage.setItem(key, 'dark');
      sessionStorage.setItem('left', 'behind');
      document.cookie = 'left=behind';
    }, themeStorageKey);
    // A second visit in the same page: its scripts come from the cache (routes would turn it off).
    await page.goto(page.url());
    expect((await leftovers(page)).scriptsFromCache).not.toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.route('**/*.svg', (route) => route.abort());
    await page.context().route('**/*.{avif,webp,jpg}', (route) => route.abort());
    page.on('console', (message) => heard.push(message.text()));
    await page.context().newPage();
  });

  await withPage(e2e, '/About', { width: 1280, firstVisit: true }, async ({ page, problems }) => {
    // What the last test's listener heard while that test ran (its aborted images) is its own.
    const heardBefore = heard.length;
    expect(page).toBe(first);
    expect(await leftovers(page)).toEqual({ ...clean, viewport: { width: 1280, height: 900 } });
    expect((await leftovers(page)).scripts).toBeGreaterThan(0);
    // No route of the last test answers: the photo and the footer's icons of the owner's own files load.
    const images = page.locator('main img');
    await images.first().waitFor();
    const widths = await images.evaluateAll((found) =>
      Promise.all(
        found.map(async (image) => {
          await (image as HTMLImageElement).decode().catch(() => undefined);
          return (image as HTMLImageElement).naturalWidth;
        }),
      ),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.every((width) => width > 0)).toBe(true);
    const footer = page.locator('footer');
    const [color, background] = await footer.evaluate((node) => [
      getComputedStyle(node).color,
      getComputedStyle(node).backgroundColor,
    ]);
    for (const social of socialLinks.filter((link) => isIconFile(link.icon))) {
      const icon = footer
        .getByRole('link', { name: socialLinkName(social), exact: true })
        .locator('[aria-hidden="true"]');
      await icon.scrollIntoViewIfNeeded();
      expect((await waitUntilDrawnIn(icon, color, background)).share).toBeGreaterThanOrEqual(iconShare);
    }
    await page.evaluate(() => console.error('heard by the new test only'));
    expect(heard.slice(heardBefore)).toEqual([]);
    expect(problems).toEqual(['error: heard by the new test only']);
  });
});

it("a reused page starts a returning visit with the site's scripts in the cache, and nothing else left behind", async () => {
  let first: Page | undefined;
  await withPage(e2e, '/Hobby', { width: 375 }, async ({ page }) => {
    first = page;
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), themeStorageKey);
  });
  await withPage(e2e, '/Hobby', { width: 375 }, async ({ page }) => {
    expect(page).toBe(first);
    const { scriptsFromCache, ...rest } = await leftovers(page);
    expect(scriptsFromCache).not.toEqual([]);
    const { scriptsFromCache: _none, ...cleanRest } = clean;
    expect(rest).toEqual({ ...cleanRest, viewport: { width: 375, height: 812 } });
  });
});

it('a page closed or left on another site is replaced by a new one', async () => {
  let closed: Page | undefined;
  await withPage(e2e, '/Hobby', { width: 375, colorScheme: 'dark' }, async ({ page }) => {
    closed = page;
    await page.close();
  });
  let elsewhere: Page | undefined;
  await withPage(e2e, '/Hobby', { width: 375, colorScheme: 'dark' }, async ({ page }) => {
    expect(page).not.toBe(closed);
    expect(await leftovers(page)).toEqual({ ...clean, prefersDark: true, viewport: { width: 375, height: 812 } });
    elsewhere = page;
    // Its session storage stays with the tab, whatever it shows next: the tab cannot be cleaned.
    await page.evaluate(() => sessionStorage.setItem('left', 'behind'));
    await page.goto('about:blank');
  });
  await withPage(e2e, '/Hobby', { width: 375, colorScheme: 'dark' }, async ({ page }) => {
    expect(page).not.toBe(elsewhere);
    expect(await leftovers(page)).toEqual({ ...clean, prefersDark: true, viewport: { width: 375, height: 812 } });
  });
});

// The jest worker lends its Chromium and server to each file it runs (tests/support/chromiumEnvironment.cjs):
// a file's session ends without ending them, and the next file gets the same ones.
it('lends the next spec file the same Chromium and server, left running when a file is done', async () => {
  const first = await startE2E();
  await first.close();
  const next = await startE2E();
  expect(next.browser).toBe(first.browser);
  expect(next.site.origin).toBe(first.site.origin);
  expect(next.browser.isConnected()).toBe(true);
  expect(next.site.isRunning()).toBe(true);
  await withPage(next, '/About', {}, async ({ status }) => expect(status).toBe(200));
  await next.close();
});
