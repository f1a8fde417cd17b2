/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * Routes, the 404 answer, the layout around every page and client-side navigation (same tab, no
 * reload, tab titles set and reset, focus and a polite announcement) in real Chromium against the
 * production build and server, at phone and desktop widths (the phone's alone for another owner's
 * content: `contentWidths`), with and without JavaScript. Each check runs at one width, the widths by
 * turns (`widthsByTurns`): every page's first load meets one width with JavaScript and the other
 * without.
 */
import type { Page } from 'playwright-core';
import { about, footer, hobbiesPage, home, notFound, owner, pageMeta, projectsPage } from '../../src/content';
import { navigation, routeTable } from '../../src/routes/siteTable';
import { headingAt, tablePages } from '../support/routeTable';
import { navName } from '../support/siteWords';
import { waitForFocus } from './focus';
import { contentWidths, notFoundDocumentMessage, pageTests, useE2E, withPage } from './support';
import { widthsByTurns } from './widthsByTurns';

const testTimeout = 30_000;

/** Every page of the route table with the heading and tab title its first load shows. */
const routes = tablePages.map(({ path, canonical, title }) => ({
  path,
  heading: headingAt(routeTable, canonical),
  title,
}));

const unknownPaths = ['/nope', '/Projects/extra'];

/** Page options for a browser with JavaScript off: only the HTML loads, nothing hydrates. */
const withoutJavaScript = { javaScriptEnabled: false, waitForApp: false } as const;

interface LayoutFacts {
  h1s: string[];
  h1InMain: boolean;
  navLinks: { name: string; href: string | null; target: string | null }[];
  navBottom: number;
  mainTop: number;
  mainBottom: number;
  footerTop: number;
  /** DOM order: nav precedes main, main precedes footer. */
  navBeforeMain: boolean;
  mainBeforeFooter: boolean;
}

/** What the page shows of the layout: headings, the navigation links and where nav, main and footer sit. */
function layoutFacts(page: Page): Promise<LayoutFacts> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const nav = document.querySelector('nav')!;
    const footer = document.querySelector('footer')!;
    // Pages rendered ahead wait hidden in the page: the visitor's headings have a box.
    const h1s = [...document.querySelectorAll('h1')].filter((h1) => h1.getClientRects().length > 0);
    const following = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {
      h1s: h1s.map((h1) => h1.textContent?.trim() ?? ''),
      h1InMain: h1s.length > 0 && h1s.every((h1) => main.contains(h1)),
      navLinks: [...nav.querySelectorAll('a')].map((a) => ({
        name: a.textContent?.trim() ?? '',
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
      })),
      navBottom: nav.getBoundingClientRect().bottom,
      mainTop: main.getBoundingClientRect().top,
      mainBottom: main.getBoundingClientRect().bottom,
      footerTop: footer.getBoundingClientRect().top,
      navBeforeMain: following(nav, main),
      mainBeforeFooter: following(main, footer),
    };
  });
}

function expectLayout(facts: LayoutFacts, heading: string) {
  expect(facts.h1s).toEqual([heading]);
  expect(facts.h1InMain).toBe(true);
  expect(facts.navLinks).toEqual(navigation.map((item) => ({ ...item, target: null })));
  expect(facts.navBeforeMain).toBe(true);
  expect(facts.mainBeforeFooter).toBe(true);
  expect(facts.navBottom).toBeLessThanOrEqual(facts.mainTop);
  expect(facts.footerTop).toBeGreaterThanOrEqual(facts.mainBottom);
}

/** The visually hidden polite live region outside `main`: its text, size and whether it is outside main. */
function liveRegion(page: Page) {
  return page.evaluate(() => {
    const regions = [...document.querySelectorAll<HTMLElement>('[role="status"][aria-live="polite"]')].filter(
      (region) => !document.querySelector('main')!.contains(region),
    );
    return regions.map((region) => {
      const box = region.getBoundingClientRect();
      return { text: region.textContent ?? '', width: box.width, height: box.height };
    });
  });
}

/** Tag name and text of the focused element (`BODY` when nothing has focus). */
function focused(page: Page) {
  return page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? null,
    text: document.activeElement?.textContent?.trim() ?? null,
  }));
}

const e2e = useE2E();
const atItsWidth = widthsByTurns(contentWidths);

describe.each(contentWidths)('at %i px', (width) => {
  const itOnPage = pageTests(e2e, testTimeout, atItsWidth(width));
  for (const { path, heading, title } of routes)
    itOnPage(
      `a first load of ${path} answers 200 with its h1 inside the layout, the title, no announcement and focus left alone`,
      { path, width },
      async ({ page, problems, status }) => {
        expect(status).toBe(200);
        expectLayout(await layoutFacts(page), heading);
        expect(await page.title()).toBe(title);
        const regions = await liveRegion(page);
        expect(regions).toHaveLength(1);
        expect(regions[0].text).toBe('');
        // Visually hidden: a 1 px box.
        expect(regions[0].width).toBeLessThanOrEqual(1);
        expect(regions[0].height).toBeLessThanOrEqual(1);
        expect((await focused(page)).tag).toBe('BODY');
        expect(problems).toEqual([]);
      },
    );

  for (const path of unknownPaths)
    itOnPage(
      `the unknown path ${path} answers HTTP 404 with the 404 heading inside the layout`,
      { path, width },
      async ({ page, problems, status }) => {
        expect(status).toBe(404);
        expectLayout(await layoutFacts(page), notFound.heading);
        expect(await page.title()).toBe(pageMeta.notFound.title);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(problems).toEqual([notFoundDocumentMessage]);
      },
    );

  itOnPage(
    'navigates with the nav links in the same tab without a reload: titles, focus on the h1 and an announcement',
    { path: '/', width },
    async ({ page, problems }) => {
      const context = page.context();
      const documents: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && documents.push(frame.url()));
      await page.evaluate(() => {
        (window as unknown as { __marker: string }).__marker = 'still the same document';
      });

      // Projects sets its title, Hobby sets its own, Home resets it; Projects again, then About resets it.
      const steps = [
        { link: navName('/Projects'), path: '/Projects', heading: projectsPage.heading, title: projectsPage.title },
        { link: navName('/Hobby'), path: '/Hobby', heading: hobbiesPage.heading, title: hobbiesPage.title },
        { link: navName('/Home'), path: '/Home', heading: home.greeting, title: owner.name },
        { link: navName('/Projects'), path: '/Projects', heading: projectsPage.heading, title: projectsPage.title },
        { link: navName('/About'), path: '/About', heading: about.heading, title: owner.name },
      ];
      for (const step of steps) {
        await page.getByRole('navigation').getByRole('link', { name: step.link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === step.path);
        await waitForFocus(page, 'h1', step.heading);
        await page.waitForFunction((text) => document.title === text, step.title);

        expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
          'still the same document',
        );
        expect(context.pages()).toHaveLength(1);
        expect(await focused(page)).toEqual({ tag: 'H1', text: step.heading });
        expect(await page.title()).toBe(step.title);
        expectLayout(await layoutFacts(page), step.heading);
        const regions = await liveRegion(page);
        expect(regions.map((region) => region.text)).toEqual([step.heading]);
        const current = await page.getByRole('navigation').locator('[aria-current="page"]').textContent();
        expect(current).toBe(step.link);
      }
      // History API navigations only: the main frame never loaded another document.
      expect(documents.every((url) => !url.startsWith('about:'))).toBe(true);
      expect(documents.map((url) => new URL(url).pathname)).toEqual(steps.map((step) => step.path));

      // Back goes to the previous page, also without a reload, and resets the title again.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/Projects');
      await page.waitForFunction((title) => document.title === title, projectsPage.title);
      expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
        'still the same document',
      );
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'navigates from the 404 page to a real page without a reload and leaves the title to that page',
    { path: '/nope', width },
    async ({ page, problems }) => {
      await page.evaluate(() => {
        (window as unknown as { __marker: string }).__marker = 'kept';
      });
      await page
        .getByRole('navigation')
        .getByRole('link', { name: navName('/Hobby'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/Hobby');
      await page.waitForFunction((title) => document.title === title, hobbiesPage.title);
      await waitForFocus(page, 'h1');
      expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');
      expect((await liveRegion(page)).map((region) => region.text)).toEqual([hobbiesPage.heading]);
      expectLayout(await layoutFacts(page), hobbiesPage.heading);
      expect(problems).toEqual([notFoundDocumentMessage]);
    },
  );

  describe('with JavaScript disabled', () => {
    for (const { path, heading, title, status: expectedStatus } of [
      ...routes.map((route) => ({ ...route, status: 200 })),
      { path: '/nope', heading: notFound.heading, title: pageMeta.notFound.title, status: 404 },
    ])
      atItsWidth(width)(
        `${path} still shows its content, the layout and real links`,
        async () => {
          await withPage(e2e, path, { width, ...withoutJavaScript }, async ({ page, problems, status }) => {
            expect(status).toBe(expectedStatus);
            expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
            expectLayout(await layoutFacts(page), heading);
            expect(await page.title()).toBe(title);
            expect(await page.locator('footer').textContent()).toContain(footer.followText);
            // Every link on the page goes somewhere real.
            const hrefs = await page
              .locator('a')
              .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
            expect(hrefs.length).toBeGreaterThanOrEqual(navigation.length + 2);
            for (const href of hrefs) expect(href).toMatch(/^(\/|#|https:\/\/|mailto:)/);
            expect(problems).toEqual(expectedStatus === 404 ? [notFoundDocumentMessage] : []);
          });
        },
        testTimeout,
      );

    itOnPage(
      'a nav link loads its page as a plain document',
      { path: '/About', width, firstVisit: true, ...withoutJavaScript },
      async ({ page, problems }) => {
        const [response] = await Promise.all([
          page.waitForResponse((answer) => new URL(answer.url()).pathname === '/Projects'),
          page
            .getByRole('navigation')
            .getByRole('link', { name: navName('/Projects'), exact: true })
            .click(),
        ]);
        expect(response.status()).toBe(200);
        expect(response.request().resourceType()).toBe('document');
        await page.waitForURL((url) => url.pathname === '/Projects');
        expectLayout(await layoutFacts(page), projectsPage.heading);
        expect(await page.title()).toBe(projectsPage.title);
        expect(problems).toEqual([]);
      },
    );
  });
});
