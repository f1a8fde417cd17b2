/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * What loads only when asked for, as a visitor meets it: the resume files are fetched ahead in an
 * idle moment, except for a visitor whose browser asks to save data; a tooltip's bubble loads when the
 * page is idle or on the first hover, and when it cannot (a dropped connection) the page goes on
 * without it; the project popup is rendered once, hidden, when the Projects page is idle; the
 * navigation's pages are fetched ahead when idle, another page's when a pointer reaches its link.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { about, home, projects, projectsPage, socialLinks } from '../../src/content';
import { routeTable } from '../../src/routes/siteTable';
import { collectConsoleProblems } from '../support/consoleProblems';
import { templateIt } from '../support/ownerRun';
import { filesFetched, resumeAddresses } from '../support/resumeFixtures';
import { navName, siteWords, socialLinkName } from '../support/siteWords';
import { waitForFocus } from './focus';
import { headingsShown, sleep, useE2E, waitForApp } from './support';
import { moveMouseAway } from './tooltip';

const testTimeout = 30_000;
const e2e = useE2E();

/** Opens `/` at 375 px (with Chromium's Data Saver on, when asked); runs `use`; closes it. */
async function onHome(
  use: (page: Page, context: BrowserContext) => Promise<void>,
  savesData = false,
  prepare: (context: BrowserContext) => Promise<void> = async () => {},
) {
  const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    await prepare(context);
    const page = await context.newPage();
    if (savesData) {
      const devTools = await context.newCDPSession(page);
      await devTools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    }
    await page.goto(`${e2e.site.origin}/`);
    await waitForApp(page);
    await use(page, context);
  } finally {
    // A script still being fetched by a route of `prepare` is dropped with the context, and its error with it.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
}

const navLink = (page: Page, href: string) =>
  page.getByRole('navigation', { name: siteWords.navigation }).getByRole('link', { name: navName(href), exact: true });

/** The scripts `page` asks for from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  return scripts;
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

describe('code and files loaded on demand', () => {
  it(
    'fetches the resume files ahead once the page is idle',
    () =>
      onHome(async (page) => {
        await page.waitForFunction(filesFetched, resumeAddresses);
      }),
    testTimeout,
  );

  templateIt(
    'fetches nothing ahead for a visitor who saves data; a press on the toggle loads its code and flips it',
    () =>
      onHome(async (page) => {
        const problems = collectConsoleProblems(page);
        const scripts = scriptRequests(page);
        expect(
          await page.evaluate(() => (navigator as { connection?: { saveData: boolean } }).connection?.saveData),
        ).toBe(true);
        await navLink(page, routeTable.projects.path).hover();
        await navLink(page, routeTable.about.path).focus();
        await sleep(1500);
        for (const href of resumeAddresses) expect(await page.evaluate(filesFetched, [href])).toBe(false);
        expect(scripts).toEqual([]);
        // The press asks for XState and the machines, then the toggle flips.
        await pressToggleUntilFlipped(page);
        expect(scripts.length).toBeGreaterThan(0);
        expect(problems).toEqual([]);
      }, true),
    testTimeout,
  );

  templateIt(
    "fetches the navigation's pages ahead once idle, so a tap shows the page with no request for its code",
    () =>
      onHome(async (page) => {
        // Fetched ahead in the same idle moment as the resume files.
        await page.waitForFunction(filesFetched, resumeAddresses);
        await sleep(500);
        // From now on no script can arrive: the page shows only if its code is already here (without it,
        // the router shows that the page could not load).
        await page.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
        await navLink(page, routeTable.projects.path).click();
        await page.getByRole('heading', { level: 1, name: projectsPage.heading }).waitFor();
        expect(await page.locator('main h1').textContent()).toBe(projectsPage.heading);
      }),
    testTimeout,
  );

  it(
    "renders the navigation's pages hidden once idle, so their first images are here before any tap",
    () =>
      onHome(async (page) => {
        await page.waitForFunction(
          (heading) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading),
          projectsPage.heading,
        );
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(home.greeting);
        // The first card's picture, as the Projects page picks it, is in the cache before a link is touched.
        await page.waitForFunction(() =>
          [...document.images].some(
            (image) => image.closest('[data-project-card]') && image.complete && image.naturalWidth > 0,
          ),
        );
      }),
    testTimeout,
  );

  templateIt(
    'fetches and renders a page, hidden, as soon as a pointer reaches its link, before any idle moment',
    () =>
      onHome(
        async (page) => {
          const aboutHeadings = () => headingsShown(page, about.heading);
          await sleep(1500);
          expect(await aboutHeadings()).toEqual([]);
          await navLink(page, routeTable.about.path).hover();
          await page.waitForFunction(
            (heading) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading),
            about.heading,
          );
          // Waiting out of sight: the page shown is still Home.
          expect(await aboutHeadings()).toEqual([false]);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(home.greeting);
        },
        false,
        // The page never has an idle moment: its idle callbacks never run.
        async (context) => {
          await context.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
        },
      ),
    testTimeout,
  );

  templateIt(
    'shows no tooltip, and breaks nothing, when the bubble cannot load',
    () =>
      onHome(
        async (page) => {
          const trigger = page.getByRole('link', { name: socialLinkName(socialLinks[0]), exact: true });
          await trigger.scrollIntoViewIfNeeded();
          await moveMouseAway(page);
          await trigger.hover();
          await sleep(1000);
          expect(await page.getByRole('tooltip').count()).toBe(0);
          expect(await page.getByRole('heading', { level: 1, name: siteWords.pageNotLoaded }).count()).toBe(0);
          await pressToggleUntilFlipped(page);
        },
        false,
        // The bubble's code (it alone carries the bubble's width, `min(90vw, 420px)`) never arrives: the
        // connection drops whenever it is asked for, in an idle moment or on the first hover.
        async (context) => {
          await context.route(/\.js(\?|$)/, async (route) => {
            const response = await route.fetch();
            if ((await response.text()).includes('min(90vw, 420px)')) await route.abort('internetdisconnected');
            else await route.fulfill({ response });
          });
        },
      ),
    testTimeout,
  );

  it(
    'renders the project popup hidden once the Projects page is idle; a card press shows it, and only it',
    async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        const problems = collectConsoleProblems(page);
        await page.goto(`${e2e.site.origin}/Projects`);
        await waitForApp(page);
        const dialogs = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('[role="dialog"]')].map((dialog) => dialog.getClientRects().length > 0),
          );
        await page.waitForFunction(() => document.querySelector('[role="dialog"]') !== null);
        // Waiting in the page, out of sight and out of the accessibility tree.
        expect(await dialogs()).toEqual([false]);
        expect(await page.getByRole('dialog').count()).toBe(0);
        const project = projects[1] ?? projects[0];
        await page.locator(`[data-project-card="${project.id}"]`).click();
        await page.getByRole('dialog', { name: project.title, exact: true }).waitFor();
        expect(await dialogs()).toEqual([true]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        // Focus goes back to the card a moment after the popup leaves the page.
        await waitForFocus(page, `[data-project-card="${project.id}"]`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );
});
