/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The colour theme in real Chromium against the production build: it follows the system until the
 * visitor presses the toggle, the choice survives navigation and reloads, and a remembered theme is
 * already in place when the page first renders — long before the app's code runs. Each flow runs at
 * one width, the widths by turns (./widthsByTurns.ts).
 */
import type { Page } from 'playwright-core';
import { projectsPage } from '../../src/content';
import { themeStorageKey } from '../../src/theme/colorTheme';
import { darkColors, theme } from '../../tokens/stitches.config';
import { navName, siteWords } from '../support/siteWords';
import { hexToRgb } from '../support/wcagContrast';
import { pageTests, useE2E, waitForApp, widths } from './support';
import { widthsByTurns } from './widthsByTurns';

const testTimeout = 30_000;
const e2e = useE2E();
const atItsWidth = widthsByTurns(widths);

const rgb = (hex: string) => `rgb(${hexToRgb(hex).join(', ')})`;
const pageBackground = { light: rgb(theme.colors.page.value), dark: rgb(darkColors.page) };

const toggle = (page: Page) => page.getByRole('button', { name: siteWords.themeToggle });
/** The toggle says `pressed` (it follows the machine's state a frame after the page's colours change). */
const togglePressed = (page: Page, pressed: boolean) =>
  page.getByRole('button', { name: siteWords.themeToggle, pressed }).waitFor();
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Remembers `choice` as an earlier visit would have, and records the background when the HTML is parsed. */
function rememberedBefore(choice: 'light' | 'dark') {
  return async (page: Page) => {
    await page.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstBackground: string }).firstBackground = getComputedStyle(
            document.body,
          ).backgroundColor;
        });
      },
      [themeStorageKey, choice],
    );
  };
}

describe.each(widths)('the theme at %i px', (width) => {
  const itOnPage = pageTests(e2e, testTimeout, atItsWidth(width));
  for (const scheme of ['light', 'dark'] as const) {
    itOnPage(
      `follows a ${scheme} system until the visitor chooses`,
      { path: '/About', width, colorScheme: scheme },
      async ({ page, problems }) => {
        expect(await background(page)).toBe(pageBackground[scheme]);
        expect(await toggle(page).getAttribute('aria-pressed')).toBe(String(scheme === 'dark'));
        expect(await toggle(page).isVisible()).toBe(true);
        expect(await page.evaluate((key) => window.localStorage.getItem(key), themeStorageKey)).toBeNull();

        // The system switches: the page and the toggle follow it.
        const other = scheme === 'light' ? 'dark' : 'light';
        await page.emulateMedia({ colorScheme: other });
        await togglePressed(page, other === 'dark');
        expect(await background(page)).toBe(pageBackground[other]);

        // The visitor chooses; from then on the system's changes no longer override the choice.
        await toggle(page).click();
        await togglePressed(page, scheme === 'dark');
        await page.emulateMedia({ colorScheme: scheme });
        await page.emulateMedia({ colorScheme: other });
        expect(await background(page)).toBe(pageBackground[scheme]);
        await togglePressed(page, scheme === 'dark');
        expect(problems).toEqual([]);
      },
    );
  }

  itOnPage(
    'switches with a press, and keeps the choice on other pages and after a reload',
    { path: '/', width, colorScheme: 'light' },
    async ({ page, problems }) => {
      await toggle(page).click();
      await page.waitForFunction(
        (dark) => getComputedStyle(document.body).backgroundColor === dark,
        pageBackground.dark,
      );
      await togglePressed(page, true);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), themeStorageKey)).toBe('dark');

      await page
        .getByRole('navigation', { name: siteWords.navigation })
        .getByRole('link', { name: navName('/Projects') })
        .click();
      await page.getByRole('heading', { level: 1, name: projectsPage.heading }).waitFor();
      expect(await background(page)).toBe(pageBackground.dark);
      expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await waitForApp(page);
      expect(await background(page)).toBe(pageBackground.dark);
      expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');

      await toggle(page).click();
      await page.waitForFunction(
        (light) => getComputedStyle(document.body).backgroundColor === light,
        pageBackground.light,
      );
      await togglePressed(page, false);
      expect(problems).toEqual([]);
    },
  );

  itOnPage('works from the keyboard', { path: '/Hobby', width, colorScheme: 'light' }, async ({ page, problems }) => {
    await toggle(page).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, pageBackground.dark);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (light) => getComputedStyle(document.body).backgroundColor === light,
      pageBackground.light,
    );
    await togglePressed(page, false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('a theme remembered from an earlier visit', () => {
  for (const [choice, system] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    it(
      `shows ${choice} on a ${system} system from the first render, before the app runs`,
      async () => {
        const context = await e2e.browser.newContext({ colorScheme: system, viewport: { width: 1280, height: 900 } });
        try {
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
          });
          await rememberedBefore(choice)(page);
          await page.goto(`${e2e.site.origin}/Projects`);
          // The app starts only after the page has loaded: at DOMContentLoaded only the head script ran.
          expect(await page.evaluate(() => (window as unknown as { firstBackground: string }).firstBackground)).toBe(
            pageBackground[choice],
          );
          await waitForApp(page);
          expect(await background(page)).toBe(pageBackground[choice]);
          expect(await toggle(page).getAttribute('aria-pressed')).toBe(String(choice === 'dark'));
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      },
      testTimeout,
    );
  }
});
