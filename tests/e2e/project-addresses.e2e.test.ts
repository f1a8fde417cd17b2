/** @jest-environment node */
/*
 * Each project's own address in real Chromium against the production build: a card press puts it
 * in the address bar, every way of closing leaves it, Back and Forward close and reopen the popup,
 * a cold load of each project's address opens its popup with its own title, description,
 * canonical address and link preview, the same without JavaScript, an unknown id is a real 404,
 * and the sitemap lists them all.
 */
import type { Page } from 'playwright-core';
import { notFound, owner, projects, projectsPage, siteUrl } from '../../src/content';
import { type Project, projectPageMeta } from '../../src/content/model';
import { siteWords } from '../support/siteWords';
import { projectPath } from '../../src/urls/paths';
import {
  animationsFinished,
  notFoundDocumentMessage,
  pageTests,
  useE2E,
  waitForApp,
  widths,
  withPage,
} from './support';
import { collectConsoleProblems } from '../support/consoleProblems';

const testTimeout = 40_000;
const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);

const withCode = projects.find((project) => project.code) ?? projects[0];
// A private project where the content has one (its popup's button is the plainer control).
const withoutCode = projects.find((project) => !project.code) ?? projects[0];
/** The popup's code control: the source link or the unavailable contact button. */
const codeControl = (project: Project) => (project.code ? siteWords.popup.sourceLink : siteWords.popup.privateSource);

const card = (page: Page, id: string) => page.locator(`main [data-project-card="${id}"]`);
const dialog = (page: Page) => page.getByRole('dialog');
const pathname = (page: Page) => new URL(page.url()).pathname;
const focusIsInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

async function openFromCard(page: Page, id: string) {
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  await animationsFinished(page);
  await card(page, id).click();
  await dialog(page).waitFor();
}

const closeBy: Record<string, (page: Page) => Promise<void>> = {
  Escape: (page) => page.keyboard.press('Escape'),
  'the Close button': (page) => page.getByRole('button', { name: siteWords.popup.close }).click(),
  // A press on the backdrop, beside the dialog.
  'a backdrop press': (page) => page.mouse.click(5, page.viewportSize()!.height - 5),
};

describe('a project card puts the project in the address', () => {
  describe.each(Object.keys(closeBy))('closing with %s', (method) => {
    itOnPage(`returns to /Projects and to the card`, { path: '/Projects', width: 1280 }, async ({ page, problems }) => {
      await openFromCard(page, withCode.id);
      expect(pathname(page)).toBe(projectPath.getHref(withCode.id));
      // The title's machine may still be on its way (a press before the idle warm-up): it follows.
      await page.waitForFunction((title) => document.title === title, projectPageMeta(withCode, owner.name).title);
      await closeBy[method](page);
      await dialog(page).waitFor({ state: 'detached' });
      await page.waitForFunction(() => location.pathname === '/Projects');
      await page.waitForFunction((id) => document.activeElement?.getAttribute('data-project-card') === id, withCode.id);
      expect(await page.title()).toBe(projectsPage.title);
      // The close went back in history (no new entry): Forward opens the popup again.
      await page.goForward();
      await dialog(page).waitFor();
      expect(pathname(page)).toBe(projectPath.getHref(withCode.id));
      expect(problems).toEqual([]);
    });
  });

  itOnPage(
    'Back closes the popup and Forward opens it again',
    { path: '/Projects', width: 375 },
    async ({ page, problems }) => {
      await openFromCard(page, withoutCode.id);
      await page.goBack();
      await dialog(page).waitFor({ state: 'detached' });
      expect(pathname(page)).toBe('/Projects');
      await page.waitForFunction(
        (id) => document.activeElement?.getAttribute('data-project-card') === id,
        withoutCode.id,
      );
      await page.goForward();
      await dialog(page).waitFor();
      expect(pathname(page)).toBe(projectPath.getHref(withoutCode.id));
      expect(await dialog(page).getByRole('heading', { level: 2 }).innerText()).toBe(withoutCode.title);
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
      expect(problems).toEqual([]);
    },
  );
});

describe.each(projects.map((project) => [project.title, project] as const))('%s at its own address', (_, project) => {
  const href = projectPath.getHref(project.id);
  itOnPage(
    'loads cold with its popup open, its own head tags and focus inside',
    { path: href, width: 1280 },
    async ({ page, status, problems }) => {
      expect(status).toBe(200);
      const popup = dialog(page);
      await popup.waitFor();
      expect(await popup.getByRole('heading', { level: 2 }).innerText()).toBe(project.title);
      const code = project.code
        ? popup.getByRole('link', { name: siteWords.popup.sourceLink })
        : popup.getByText(siteWords.popup.privateSource);
      expect(await code.count()).toBe(1);
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
      expect(await focusIsInDialog(page)).toBe(true);

      const { title, description } = projectPageMeta(project, owner.name);
      const address = `${siteUrl}${href}`;
      expect(await page.title()).toBe(title);
      expect(await meta(page, 'meta[name="description"]')).toBe(description);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(address);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(address);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
      expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
      expect(await meta(page, 'meta[name="twitter:title"]')).toBe(title);
      const image = await meta(page, 'meta[property="og:image"]');
      expect(image).toMatch(new RegExp(`^${siteUrl}/share-preview-${project.id}-\\w+\\.png$`));
      expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
      // The preview itself is served: a 1200×630 PNG.
      // Published under siteUrl's address; served here from the site's root.
      const preview = await page.request.get(`${e2e.site.origin}/${image!.slice(`${siteUrl}/`.length)}`);
      expect(preview.status()).toBe(200);
      expect(preview.headers()['content-type']).toBe('image/png');

      // Closing after a cold visit stays on the site: /Projects, in place, with the card focused.
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => location.pathname === '/Projects');
      await page.waitForFunction((id) => document.activeElement?.getAttribute('data-project-card') === id, project.id);
      expect(problems).toEqual([]);
    },
  );
});

describe('a card is a link to its address', () => {
  it(
    'pressed before the app has started (its scripts held back), loads the address with the popup open',
    async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
      try {
        const page = await context.newPage();
        const problems = collectConsoleProblems(page);
        // The first document's scripts never arrive: the visitor taps a card of the bare HTML.
        let holdScripts = true;
        await page.route('**/*.js', (route) => (holdScripts ? undefined : route.continue()));
        // Module scripts hold back DOMContentLoaded too: wait for the cards of the bare HTML instead.
        await page.goto(`${e2e.site.origin}/Projects`, { waitUntil: 'commit' });
        await card(page, withoutCode.id).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
        holdScripts = false;
        await card(page, withoutCode.id).tap();
        await page.waitForURL(`${e2e.site.origin}${projectPath.getHref(withoutCode.id)}`);
        await waitForApp(page);
        expect(await dialog(page).getByRole('heading', { level: 2 }).innerText()).toBe(withoutCode.title);
        // The modal takes over from the prerendered popup with the idle warm-up, and takes focus.
        await dialog(page).getByRole('button', { name: siteWords.popup.close }).waitFor();
        await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );

  itOnPage(
    'with Ctrl held, opens the address in a new tab and leaves this page as it was',
    { path: '/Projects', width: 1280 },
    async ({ page, problems }) => {
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
      const [opened] = await Promise.all([
        page.context().waitForEvent('page'),
        card(page, withCode.id).click({ modifiers: ['Control'] }),
      ]);
      await opened.waitForURL(`${e2e.site.origin}${projectPath.getHref(withCode.id)}`);
      await waitForApp(opened);
      expect(await dialog(opened).getByRole('heading', { level: 2 }).innerText()).toBe(withCode.title);
      expect(pathname(page)).toBe('/Projects');
      expect(await dialog(page).count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('the hand-over from the prerendered popup', () => {
  itOnPage(
    "the modal takes the static popup's place without popping in again",
    { path: projectPath.getHref(withCode.id), width: 1280, waitForApp: false },
    async ({ page, problems }) => {
      // Checked every frame: the first frame the modal (its Close is a button) is there, is its sheet animating?
      const animating = await page.waitForFunction(
        (closeLabel) => {
          const close = document.querySelector(`[role="dialog"] button[aria-label="${closeLabel}"]`);
          const sheet = close?.closest('[role="dialog"]')?.parentElement;
          return sheet ? { animations: sheet.getAnimations().length } : false;
        },
        siteWords.popup.close,
        { polling: 'raf' },
      );
      expect(await animating.jsonValue()).toEqual({ animations: 0 });
      expect(problems).toEqual([]);
    },
  );
});

describe('a project address without JavaScript', () => {
  it.each(widths)(
    'at %i px shows the popup with its details and a close link to /Projects',
    (width) =>
      withPage(
        e2e,
        projectPath.getHref(withoutCode.id),
        { width, javaScriptEnabled: false },
        async ({ page, status }) => {
          expect(status).toBe(200);
          const popup = dialog(page);
          expect(await popup.getByRole('heading', { level: 2 }).innerText()).toBe(withoutCode.title);
          const text = await popup.innerText();
          for (const part of [
            siteWords.popup.duration,
            withoutCode.duration,
            siteWords.popup.stack,
            withoutCode.stack,
            siteWords.popup.description,
            codeControl(withoutCode),
          ])
            expect(text).toContain(part);
          expect(await popup.getByRole('img').getAttribute('alt')).toBe(siteWords.popup.imageAlt(withoutCode.title));
          // The page behind is inert while the popup covers it.
          expect(
            await page
              .locator('main [data-project-card]')
              .first()
              .evaluate((element) => element.closest('[inert]') !== null),
          ).toBe(true);
          // So are the skip link, header and footer: Tab from the top of the page reaches only the popup.
          const reached: string[] = [];
          for (let press = 0; press < 6; press += 1) {
            await page.keyboard.press('Tab');
            reached.push(
              await page.evaluate(() => {
                const active = document.activeElement;
                if (!active || active === document.body) return 'page';
                return active.closest('[role="dialog"]') ? 'popup' : active.outerHTML.slice(0, 80);
              }),
            );
          }
          expect(reached.filter((where) => where !== 'popup' && where !== 'page')).toEqual([]);
          expect(reached).toContain('popup');
          await popup.getByRole('link', { name: siteWords.popup.close }).click();
          await page.waitForURL(`${e2e.site.origin}/Projects`);
          expect(await dialog(page).count()).toBe(0);
        },
      ),
    testTimeout,
  );
});

describe('an address naming no project', () => {
  itOnPage(
    'answers 404 with the 404 page',
    { path: projectPath.getHref('no-such-project'), width: 1280 },
    async ({ page, status, problems }) => {
      expect(status).toBe(404);
      expect(await page.locator('h1').innerText()).toBe(notFound.heading);
      expect(await dialog(page).count()).toBe(0);
      expect(problems).toEqual([notFoundDocumentMessage]);
    },
  );
});

describe('the sitemap', () => {
  it('lists every project address', async () => {
    const sitemap = await (await fetch(`${e2e.site.origin}/sitemap.xml`)).text();
    for (const project of projects)
      expect(sitemap).toContain(`<loc>${siteUrl}${projectPath.getHref(project.id)}</loc>`);
  });
});
