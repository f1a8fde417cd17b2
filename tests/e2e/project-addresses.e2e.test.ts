/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * Each project's address in real Chromium against the production build: a card press opens the
 * project over the grid at its address, every way of closing goes back, Back and Forward close and
 * reopen it; visited straight (cold, reloaded, without JavaScript) the address is the project's own
 * page with its own head tags; an unknown id is a real 404, and the sitemap lists them all. In each
 * further language (another owner's; the sample speaks one), a project is at its id there, its own
 * slug where the language gives one.
 */
import type { Page } from 'playwright-core';
import type { SiteContent } from '../../src/content';
import { notFound, owner, projects, projectsPage, siteUrl } from '../../src/content';
import { contentFor } from '../../src/content/contentFor';
import { languageTag, pageIdIn, type Project, projectPageMeta } from '../../src/content/model';
import { siteWords } from '../support/siteWords';
import { furtherLanguages, pageAddresses, projectRoute } from '../../src/routes/table';
import { siteLanguages } from '../../src/routes/siteTable';
import { languagePrefix, localPath, prefixIn } from '../../src/urls/languages';
import {
  contentWidths,
  notFoundDocumentMessage,
  pageTests,
  skipAnimations,
  useE2E,
  waitForApp,
  withPage,
} from './support';
import { collectConsoleProblems } from '../support/consoleProblems';
import { templateIt } from '../support/ownerRun';

const testTimeout = 40_000;
const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);
/** For checks of the popup's ways out, the same whatever project it shows: the sample's run makes them. */
const templateItOnPage = pageTests(e2e, testTimeout, templateIt);

const withCode = projects.find((project) => project.code) ?? projects[0];
// A private project where the content has one (its popup's button is the plainer control).
const withoutCode = projects.find((project) => !project.code) ?? projects[0];
/** The popup's code control: the source link or the unavailable contact button. */
const codeControl = (project: Project) => (project.code ? siteWords.popup.sourceLink : siteWords.popup.privateSource);

const card = (page: Page, id: string) => page.locator(`main [data-project-card="${id}"]`);
const dialog = (page: Page) => page.getByRole('dialog');
const pathname = (page: Page) => new URL(page.url()).pathname;
const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

async function openFromCard(page: Page, id: string) {
  await skipAnimations(page);
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
  // Escape for any owner's project; the two other ways out close the same popup the same way.
  describe.each(Object.keys(closeBy))('closing with %s', (method) => {
    (method === 'Escape' ? itOnPage : templateItOnPage)(
      `returns to /Projects and to the card`,
      { path: '/Projects', width: 1280 },
      async ({ page, problems }) => {
        await openFromCard(page, withCode.id);
        expect(pathname(page)).toBe(projectRoute.href(withCode.id));
        await page.waitForFunction((title) => document.title === title, projectPageMeta(withCode, owner.name).title);
        await closeBy[method](page);
        await dialog(page).waitFor({ state: 'detached' });
        await page.waitForFunction(() => location.pathname === '/Projects');
        await page.waitForFunction(
          (id) => document.activeElement?.getAttribute('data-project-card') === id,
          withCode.id,
        );
        expect(await page.title()).toBe(projectsPage.title);
        // The close went back in history (no new entry): Forward opens the popup again.
        await page.goForward();
        await dialog(page).waitFor();
        expect(pathname(page)).toBe(projectRoute.href(withCode.id));
        expect(problems).toEqual([]);
      },
    );
  });

  templateItOnPage(
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
      expect(pathname(page)).toBe(projectRoute.href(withoutCode.id));
      expect(await dialog(page).getByRole('heading', { level: 2 }).innerText()).toBe(withoutCode.title);
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
      expect(problems).toEqual([]);
    },
  );
});

/** The project's own page: its title as the h1, no dialog, and its code control and details. */
async function expectOwnPage(page: Page, project: Project) {
  const main = page.getByRole('main');
  expect(await main.locator('h1').innerText()).toBe(project.title);
  expect(await dialog(page).count()).toBe(0);
  const text = await main.innerText();
  for (const part of [
    siteWords.popup.duration,
    project.duration,
    siteWords.popup.stack,
    project.stack,
    siteWords.popup.description,
    codeControl(project),
  ])
    expect(text).toContain(part);
  expect(await main.getByRole('img').first().getAttribute('alt')).toBe(siteWords.popup.imageAlt(project.title));
}

describe.each(projects.map((project) => [project.title, project] as const))('%s at its own address', (_, project) => {
  const href = projectRoute.href(project.id);
  itOnPage(
    "loads cold as the project's own page, with its own head tags and a link to all projects",
    { path: href, width: 1280 },
    async ({ page, status, problems }) => {
      expect(status).toBe(200);
      await expectOwnPage(page, project);

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
      expect(image).toMatch(new RegExp(`^${siteUrl}/share-preview-${encodeURIComponent(project.id)}-\\w+\\.jpg$`));
      expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
      // Published under siteUrl's address; served here from the site's root: a 1200×630 JPEG.
      const preview = await page.request.get(`${e2e.site.origin}/${image!.slice(`${siteUrl}/`.length)}`);
      expect(preview.status()).toBe(200);
      expect(preview.headers()['content-type']).toBe('image/jpeg');

      await page.getByRole('link', { name: projectsPage.allProjectsLink }).click();
      // The router renders a navigation as a transition: the address changes first, then the page.
      const heading = page.getByRole('heading', { level: 1, name: projectsPage.heading });
      await heading.waitFor();
      expect(new URL(page.url()).pathname).toBe('/Projects');
      // A new page: its heading takes focus, as after any link, so the keyboard starts there.
      await page.waitForFunction(() => document.activeElement?.matches('main h1'), null, { timeout: 5000 });
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    },
  );
});

describe('a project opened from the grid, then reloaded', () => {
  itOnPage("shows the project's own page", { path: '/Projects', width: 375 }, async ({ page, problems }) => {
    await openFromCard(page, withCode.id);
    await page.reload();
    await waitForApp(page);
    await expectOwnPage(page, withCode);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/Projects');
    await card(page, withCode.id).waitFor();
    expect(await dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('a card is a link to its address', () => {
  it(
    "pressed before the app has started (its scripts held back), loads the project's own page",
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
        await page.waitForURL(`${e2e.site.origin}${projectRoute.href(withoutCode.id)}`);
        await waitForApp(page);
        await expectOwnPage(page, withoutCode);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );

  itOnPage(
    "with Ctrl held, opens the project's own page in a new tab and leaves this page as it was",
    { path: '/Projects', width: 1280 },
    async ({ page, problems }) => {
      await skipAnimations(page);
      const [opened] = await Promise.all([
        page.context().waitForEvent('page'),
        card(page, withCode.id).click({ modifiers: ['Control'] }),
      ]);
      await opened.waitForURL(`${e2e.site.origin}${projectRoute.href(withCode.id)}`);
      await waitForApp(opened);
      await expectOwnPage(opened, withCode);
      expect(pathname(page)).toBe('/Projects');
      expect(await dialog(page).count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('a project address without JavaScript', () => {
  it.each(contentWidths)(
    "at %i px is the project's own page, with a working link to all projects",
    (width) =>
      withPage(
        e2e,
        projectRoute.href(withoutCode.id),
        { width, javaScriptEnabled: false },
        async ({ page, status }) => {
          expect(status).toBe(200);
          await expectOwnPage(page, withoutCode);
          await page.getByRole('link', { name: projectsPage.allProjectsLink }).click();
          await page.waitForURL(`${e2e.site.origin}/Projects`);
          expect(await card(page, withoutCode.id).count()).toBe(1);
        },
      ),
    testTimeout,
  );
});

describe('an address naming no project', () => {
  itOnPage(
    'answers 404 with the 404 page',
    { path: projectRoute.href('no-such-project'), width: 1280 },
    async ({ page, status, problems }) => {
      expect(status).toBe(404);
      expect(await page.locator('main h1').innerText()).toBe(notFound.heading);
      expect(await dialog(page).count()).toBe(0);
      expect(problems).toEqual([notFoundDocumentMessage]);
    },
  );
});

describe('the sitemap', () => {
  it('lists every project address', async () => {
    const sitemap = await (await fetch(`${e2e.site.origin}/sitemap.xml`)).text();
    for (const project of projects) expect(sitemap).toContain(`<loc>${siteUrl}${projectRoute.href(project.id)}</loc>`);
  });
});

/** The project's own page in `content`'s language: its title as the h1, no dialog, its details in that language. */
async function expectOwnPageIn(page: Page, project: Project, content: SiteContent) {
  const main = page.getByRole('main');
  expect(await main.locator('h1').innerText()).toBe(project.title);
  expect(await dialog(page).count()).toBe(0);
  const text = await main.innerText();
  for (const part of [content.projectsPage.popup.durationLabel, project.duration]) expect(text).toContain(part);
}

for (const tag of furtherLanguages) {
  describe(`a project in ${tag}`, () => {
    const prefix = languagePrefix(tag);
    let content: SiteContent;
    /** Its first project at a slug of its own there, else its first project. */
    let project: Project;
    beforeAll(async () => {
      content = await contentFor(tag);
      project = content.projects.find((candidate) => pageIdIn(candidate, tag) !== candidate.id) ?? content.projects[0];
    });
    /** The project's page in `language`, under that language's prefix, at its id there. */
    const pageIn = (language: string) =>
      localPath(prefixIn(language, siteLanguages[0]), projectRoute.hrefIn(project, language));
    // A browser that prefers the page's language: nothing offers another over the cards.
    const options = { width: 1280, locale: languageTag(tag) } as const;

    it('opens from its card at its id in the language, the switcher naming its page in every language', () =>
      withPage(e2e, localPath(prefix, pageAddresses.projects.path), options, async ({ page, problems }) => {
        await openFromCard(page, project.id);
        expect(pathname(page)).toBe(pageIn(tag));
        expect(await dialog(page).getByRole('heading', { level: 2 }).innerText()).toBe(project.title);
        const switcher = await page
          .locator('header a[hreflang]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
        expect(switcher).toEqual(siteLanguages.map(pageIn));
        expect(problems).toEqual([]);
      }));

    it("is its own page there, canonical to itself; the default language's id under the prefix leads to it", async () => {
      const paths = [pageIn(tag), localPath(prefix, projectRoute.href(project.id))];
      for (const path of [...new Set(paths)]) {
        await withPage(e2e, path, options, async ({ page, status, problems }) => {
          expect({ path, status, shown: pathname(page) }).toEqual({ path, status: 200, shown: pageIn(tag) });
          await expectOwnPageIn(page, project, content);
          expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
            `${siteUrl.replace(/\/+$/, '')}${pageIn(tag)}`,
          );
          expect(problems).toEqual([]);
        });
      }
    });
  });
}
