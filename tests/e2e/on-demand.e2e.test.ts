/** @jest-environment node */
/*
 * The on-demand code as a visitor whose browser asks to save data meets it: nothing is warmed while
 * the page is only read, a press loads what it needs, and when that code cannot arrive (a dropped
 * connection, a stale deploy) the page says so and offers a reload instead of doing nothing.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleProblems } from '../support/consoleProblems';
import { filesFetched, resumeHrefs } from '../support/resumeFixtures';
import { siteWords } from '../support/siteWords';
import { useE2E, waitForApp } from './support';

const testTimeout = 30_000;
const e2e = useE2E();

/** Chromium's Data Saver as a page sees it (`navigator.connection.saveData`). */
const asksToSaveData = () =>
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });

const scriptsRequested = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(request.url()));
  return urls;
};

/** Opens `/` at 375 px for a visitor whose browser asks to save data; runs `use`; closes it. */
async function withDataSaver(use: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    await context.addInitScript(asksToSaveData);
    const page = await context.newPage();
    await page.goto(`${e2e.site.origin}/`);
    await waitForApp(page);
    await use(page, context);
  } finally {
    await context.close();
  }
}

/** Presses the theme toggle and waits until it shows the other theme. */
async function pressToggleUntilFlipped(page: Page) {
  const before = await page.locator('header button[aria-pressed]').getAttribute('aria-pressed');
  await page.getByRole('button', { name: siteWords.themeToggle }).click();
  await page.waitForFunction(
    (previous) => document.querySelector('header button[aria-pressed]')?.getAttribute('aria-pressed') !== previous,
    before,
  );
}

describe('on-demand code for a visitor who saves data', () => {
  it(
    'is not warmed while the page is read; the press loads it and works',
    () =>
      withDataSaver(async (page) => {
        const problems = collectConsoleProblems(page);
        const later = scriptsRequested(page);
        await page.waitForTimeout(1500);
        expect(later).toEqual([]);
        expect(await page.evaluate(() => performance.getEntriesByName('warm-up').length)).toBe(0);
        // Nor are the resume files fetched ahead: they come when asked for.
        for (const href of resumeHrefs) expect(await page.evaluate(filesFetched, [href])).toBe(false);

        await pressToggleUntilFlipped(page);
        expect(later.length).toBeGreaterThan(0);
        expect(problems).toEqual([]);
      }),
    testTimeout,
  );

  it(
    'offers a reload when the code a press needs cannot load',
    () =>
      withDataSaver(async (page, context) => {
        // The connection drops before the first press.
        await context.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', { name: siteWords.themeToggle }).click();
        await page.getByRole('heading', { level: 1, name: siteWords.pageNotLoaded }).waitFor();

        // Back online, the offered reload brings the page back with a working toggle.
        await context.unroute(/\.js(\?|$)/);
        await page.getByRole('button', { name: siteWords.reload }).click();
        await waitForApp(page);
        await pressToggleUntilFlipped(page);
      }),
    testTimeout,
  );
});
