/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * A visitor who doubled the browser's default font size (Chrome: Settings → Appearance → Font size;
 * set here through DevTools' own `Page.setFontSizes`), on the narrowest supported phone and on a
 * desktop: all text grows with it, and no page or popup scrolls sideways, runs past the window or
 * cuts its text off.
 */
import type { Page } from 'playwright-core';
import { projects } from '../../src/content';
import { pressProjectCard, routePaths } from './states';
import { collectConsoleProblems } from '../support/consoleProblems';
import { takePage } from '../support/pagePool';
import { expectedProblemsOn, useE2E, waitForApp } from './support';
import { textFitProblems } from './textFit';
import { everyWidthInTheSample } from './widthsByTurns';

const testTimeout = 60_000;
const largeFont = 32;
const widths = [320, 1280] as const;
/** Every check at both widths; another owner's content at one width each, by turns. */
const atWidth = everyWidthInTheSample(widths);

const e2e = useE2E();

/**
 * Opens `path` at `width` with a 32 px default font, runs `use` and hands the page back to the file's
 * pool (every page of this file's browser gets the large font). With `stillPopups` the visitor prefers
 * reduced motion: popups open and close at once, laid out as they are after their flight (page-motion
 * follows the flight itself).
 */
async function withLargeFont(
  path: string,
  width: number,
  use: (page: Page, problems: string[]) => Promise<void>,
  { stillPopups = false } = {},
) {
  const { page, release } = await takePage(e2e.browser, e2e.site.origin, {
    viewport: { width, height: 800 },
    reducedMotion: stillPopups ? 'reduce' : 'no-preference',
  });
  const devTools = await page.context().newCDPSession(page);
  try {
    const problems = collectConsoleProblems(page);
    await devTools.send('Page.setFontSizes', { fontSizes: { standard: largeFont, fixed: largeFont } });
    await page.goto(`${e2e.site.origin}${path}`);
    await waitForApp(page);
    await use(page, problems);
  } finally {
    await devTools.detach().catch(() => undefined);
    release();
  }
}

/** The computed font size of the first element matching `selector`, in px. */
const fontSizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

describe.each(widths)('a 32 px default font at %i px', (width) => {
  for (const path of routePaths)
    atWidth(width)(
      `${path}: the text grows with it and all of it fits`,
      async () => {
        await withLargeFont(path, width, async (page, problems) => {
          expect(await fontSizeOf(page, 'body')).toBe(largeFont);
          // Headings, navigation and the footer's small print follow the same scale.
          expect(await fontSizeOf(page, 'main h1')).toBeGreaterThan(largeFont);
          expect(await fontSizeOf(page, 'nav a')).toBeGreaterThanOrEqual(largeFont);
          expect(await fontSizeOf(page, 'footer p:last-child')).toBeGreaterThanOrEqual(largeFont * 0.875);
          expect(await textFitProblems(page)).toEqual([]);
          expect(problems).toEqual(expectedProblemsOn(path));
        });
      },
      testTimeout,
    );

  atWidth(width)(
    'every project popup: its text grows and fits, and the title stays clear of Close',
    async () => {
      await withLargeFont(
        '/Projects',
        width,
        async (page, problems) => {
          for (const project of projects) {
            await pressProjectCard(page, project.title);
            const dialog = page.getByRole('dialog', { name: project.title });
            expect(
              await dialog.locator('h2').evaluate((title) => parseFloat(getComputedStyle(title).fontSize)),
            ).toBeGreaterThan(largeFont);
            expect(await textFitProblems(page)).toEqual([]);
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached' });
          }
          expect(problems).toEqual([]);
        },
        { stillPopups: true },
      );
    },
    testTimeout * 2,
  );
});
