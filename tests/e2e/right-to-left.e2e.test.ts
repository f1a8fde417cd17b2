/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * A right-to-left language mirrors the layout: every style names the start and end of a line, not
 * its left and right (ESLint's logical-sides rule), and `<html dir="rtl">` (written for an Arabic,
 * Hebrew or Persian owner) turns the page around. Each page is measured in its own direction (left
 * to right, or right to left where the owner's default language is written so), then turned to the
 * other in place, at the narrowest supported phone and on a desktop: the header's brand, theme toggle
 * and navigation links, the skip link and the project popup's Close button each sit where the mirror
 * puts them, the navigation reads in the page's direction, and nothing scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { projects } from '../../src/content';
import { collectConsoleProblems } from '../support/consoleProblems';
import { takePage } from '../support/pagePool';
import { siteWords } from '../support/siteWords';
import { waitForFocus } from './focus';
import { measure, readingSteps } from './mirror';
import { pressProjectCard, routePaths } from './states';
import { expectedProblemsOn, skipAnimations, useE2E, waitForApp } from './support';

const testTimeout = 60_000;
const widths = [320, 1280] as const;
/** Rounding of text widths and borders: a mirrored box may sit a pixel off. */
const tolerance = 2;

const e2e = useE2E();

/** Turns the page right to left, as `<html dir="rtl">` in the prerendered HTML does. */
async function turnRightToLeft(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

/** The page's own direction; turns it to the other one, as its `<html dir>` would. */
async function turnAround(page: Page): Promise<'ltr' | 'rtl'> {
  return page.evaluate(() => {
    const own = getComputedStyle(document.documentElement).direction === 'rtl' ? 'rtl' : 'ltr';
    document.documentElement.dir = own === 'rtl' ? 'ltr' : 'rtl';
    return own;
  });
}

/** Opens `path` at `width`, after its animations, runs `use` and hands the page back to the file's pool. */
async function onPage(path: string, width: number, use: (page: Page) => Promise<void>): Promise<void> {
  const { page, release } = await takePage(e2e.browser, e2e.site.origin, { viewport: { width, height: 800 } });
  try {
    const problems = collectConsoleProblems(page);
    await page.goto(`${e2e.site.origin}${path}`);
    await waitForApp(page);
    await skipAnimations(page);
    await use(page);
    expect(problems).toEqual(expectedProblemsOn(path));
  } finally {
    release();
  }
}

describe.each(widths)('right to left at %i px', (width) => {
  it.each(routePaths)(
    "%s mirrors: the header and the footer sit where the mirror puts them, the navigation reads in the page's direction, nothing scrolls sideways",
    (path) =>
      onPage(path, width, async (page) => {
        const own = await measure(page);
        const ownDirection = await turnAround(page);
        const turned = await measure(page);
        // Named as a page left to right turned right to left; an owner's right-to-left page is turned the other way.
        const [leftToRight, rightToLeft] = ownDirection === 'ltr' ? [own, turned] : [turned, own];

        const mirrored = (x: number) => leftToRight.clientWidth - x;
        const offMirror = [
          ...Object.entries(leftToRight.centres).map(([name, x]) => ({
            name,
            x: rightToLeft.centres[name],
            mirrored: mirrored(x),
          })),
          ...leftToRight.links.map((link, index) => ({
            name: `link ${index + 1}`,
            x: rightToLeft.links[index]?.x,
            mirrored: mirrored(link.x),
          })),
        ].filter(({ x, mirrored: wanted }) => !(Math.abs(x - wanted) <= tolerance));
        expect(offMirror).toEqual([]);
        expect(rightToLeft.links).toHaveLength(leftToRight.links.length);
        // The navigation reads in the direction of the page: rightwards, then leftwards (wherever two
        // links share a row; an owner's long labels may put each on its own).
        const steps = readingSteps(leftToRight.links);
        expect(steps.every((step) => step === 1)).toBe(true);
        expect(readingSteps(rightToLeft.links)).toEqual(steps.map(() => -1));
        expect(rightToLeft.scrollWidth).toBeLessThanOrEqual(rightToLeft.clientWidth);
      }),
    testTimeout,
  );

  it(
    "the skip link shows at the page's right-hand corner, and the popup's Close button on its left",
    () =>
      onPage('/Projects', width, async (page) => {
        await turnRightToLeft(page);
        await page.keyboard.press('Tab');
        await waitForFocus(page, '[href="#main"]');
        const skipLink = (await page.locator('[href="#main"]').boundingBox())!;
        const { clientWidth } = await measure(page);
        expect(skipLink.x + skipLink.width / 2).toBeGreaterThan(clientWidth / 2);
        expect(clientWidth - (skipLink.x + skipLink.width)).toBeLessThan(24);

        await pressProjectCard(page, projects[0].title);
        const dialog = page.getByRole('dialog');
        await skipAnimations(page);
        const box = (await dialog.boundingBox())!;
        const close = (await dialog.getByRole('button', { name: siteWords.popup.close, exact: true }).boundingBox())!;
        // Close at the end of the line, which is now its left.
        expect(close.x + close.width / 2).toBeLessThan(box.x + box.width / 2);
        expect(close.x - box.x).toBeLessThan(box.x + box.width - (close.x + close.width));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(clientWidth);
      }),
    testTimeout,
  );
});
