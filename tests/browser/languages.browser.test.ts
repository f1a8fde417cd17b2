/**
 * The site in four languages, as an owner makes it: the sample with Brazilian Portuguese, Arabic and
 * Japanese files beside site.ts, listed in languages.ts, built once and served by the production
 * server. Every page in every language is prerendered with its language, canonical and alternates;
 * the server answers the prefixed addresses by the URL policy; the app hydrates and navigates each
 * page in its own language; the Arabic pages read right to left, with Latin names kept in their
 * order; Japanese lines break where Japanese allows.
 *
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { navigationOf, projectRoute, routeTableFor } from '../../src/routes/table';
import { localPath } from '../../src/urls/languages';
import { axeViolations, headingsShown, notFoundDocumentMessage, sleep } from '../e2e/support';
import { codeSnifferErrors, codeSnifferMessages } from '../e2e/codeSniffer';
import type { BuiltSite } from '../support/builtSite';
import {
  defaultPagePathsOf,
  expectNotFoundDocuments,
  expectPageInEachLanguage,
  expectSitemapOf,
  siteLanguagesOf,
} from '../support/languagePages';
import { launchChromium } from '../support/chromium';
import { takePage } from '../support/pagePool';
import { isContentScript } from '../../src/build/contentChunk.mjs';
import { codeBudgetKbOf } from '../budget/budgets.mjs';
import { type PagesRuntime, startPagesRuntime } from '../support/wranglerPages';
import { collectConsoleProblems } from '../support/consoleProblems';
import {
  arabic,
  arabicTag,
  japanese,
  japaneseParagraph,
  japaneseSlug,
  japaneseTag,
  portuguese,
  portugueseSlug,
  siteContent,
  prefix,
  serveLanguagesSite,
  tag,
} from '../support/languagesSite';
import { startScreenReader } from '../e2e/screenReader';
import { measure, readingSteps } from '../e2e/mirror';
import { escapeRegExp } from '../support/projects';
import { headingAndNextLineStarts } from '../support/lineStarts';

jest.setTimeout(30_000);

const { siteUrl } = siteContent;

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveLanguagesSite(), launchChromium()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const built = (file: string) => readFileSync(join(site.dist, file), 'utf8');

const languages = siteLanguagesOf([
  { tag: siteContent.language, content: siteContent },
  { tag, content: portuguese },
  { tag: arabicTag, content: arabic },
  { tag: japaneseTag, content: japanese },
]);

describe('every page in every language', () => {
  it.each(defaultPagePathsOf(siteContent))('%s: in each language, canonical to itself, naming the other', (path) => {
    expectPageInEachLanguage(path, languages, built, siteUrl);
  });

  it('lists every page with its alternates in the sitemap, and neither 404 document', () => {
    expectSitemapOf(languages, built, siteUrl);
  });

  it('has a 404 document in Portuguese under the prefix, kept out of search and of every set of alternates', () => {
    expectNotFoundDocuments(languages, built);
  });
});

describe('the production server', () => {
  it.each([
    ['/pt-br', 301, `${prefix}/`],
    ['/PT-BR/about/', 301, `${prefix}/About`],
    ['/pt-br/index.html', 301, `${prefix}/`],
    [`${prefix}/`, 200, null],
    [`${prefix}/About`, 200, null],
  ])('answers %s with %i', async (path, status, location) => {
    const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    [`${prefix}/nope`, portuguese.notFound.heading],
    [`${prefix}/404`, portuguese.notFound.heading],
    ['/nope', siteContent.notFound.heading],
  ])('answers %s with 404 and the 404 page in its language', async (path, heading) => {
    const response = await fetch(`${site.origin}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(heading.replace(/'/g, '&#x27;'));
  });
});

describe('prefixed addresses on the Node server and the real Cloudflare Pages runtime', () => {
  let pages: PagesRuntime;
  beforeAll(async () => {
    pages = await startPagesRuntime(site.dist);
  }, 120_000);
  afterAll(() => pages?.close());

  /** Where an address ends after the host's redirects: status, path, and the page's language and route. */
  async function answer(origin: string, path: string) {
    const response = await fetch(`${origin}${path}`);
    const html = await response.text();
    return {
      status: response.status,
      path: new URL(response.url).pathname,
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      route: /data-route="([^"]*)"/.exec(html)?.[1],
    };
  }

  const [project, other] = portuguese.projects;
  /** The first project's page in Portuguese, at its slug there, and the default language's id. */
  const projectPath = projectRoute.hrefIn(project, tag);
  const idPath = projectRoute.href(project.id);
  const japanesePath = localPath('/ja', projectRoute.hrefIn(project, japaneseTag));
  /** The page at `path`, in `lang` (the document names its route, prefix included). */
  const page = (path: string, lang: string) => ({ status: 200, path, lang, route: path });
  const missing = (path: string, lang: string) => ({ status: 404, path, lang, route: '/404' });

  // Both hosts answer each form alike: the page in its language, or that language's 404 page.
  it.each([
    [`${prefix}/`, page(`${prefix}/`, tag)],
    [prefix, page(`${prefix}/`, tag)],
    ['/PT-BR', page(`${prefix}/`, tag)],
    [`${prefix}/About`, page(`${prefix}/About`, tag)],
    [`${prefix}/about`, page(`${prefix}/About`, tag)],
    [`${prefix}/About/`, page(`${prefix}/About`, tag)],
    [`${prefix}${projectPath}`, page(`${prefix}${projectPath}`, tag)],
    [`${prefix}${projectPath}.html`, page(`${prefix}${projectPath}`, tag)],
    // The project's id in another language, under the prefix: its page in the prefix's language.
    [`${prefix}${idPath}`, page(`${prefix}${projectPath}`, tag)],
    [`${prefix}${idPath}`.toLowerCase(), page(`${prefix}${projectPath}`, tag)],
    [`/ja${idPath}`, page(japanesePath, japaneseTag)],
    [`/ar${projectPath}`, page(`/ar${idPath}`, arabicTag)],
    [projectPath, page(idPath, 'en-US')],
    [`${prefix}${projectRoute.href(other.id)}`, page(`${prefix}${projectRoute.href(other.id)}`, tag)],
    ['/ar/Projects', page('/ar/Projects', arabicTag)],
    ['/ja/', page('/ja/', japaneseTag)],
    [`${prefix}/nope`, missing(`${prefix}/nope`, tag)],
    ['/ar/Projects/nope', missing('/ar/Projects/nope', arabicTag)],
    ['/xx/About', missing('/xx/About', 'en-US')],
  ])('%s', async (path, expected) => {
    expect(await answer(site.origin, path)).toEqual(expected);
    expect(await answer(pages.origin, path)).toEqual(expected);
  });
});

describe('in Chromium', () => {
  async function open(path: string, route?: (page: Page) => Promise<unknown>, { bypassCSP = false } = {}) {
    // The virtual screen reader is a script of the test's own, which the site's CSP would refuse.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP });
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    await route?.(page);
    const response = await page.goto(`${site.origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    return { page, problems, status: response?.status(), close: () => context.close() };
  }

  it('hydrates a page in its language and moves between pages without leaving it', async () => {
    const { page, problems, close } = await open(`${prefix}/Projects`);
    const table = routeTableFor(portuguese);
    const navigation = page.getByRole('navigation', { name: portuguese.layout.navigation.label });
    const links = await navigation
      .getByRole('link')
      .evaluateAll((elements) =>
        elements.map((link) => [link.textContent, new URL((link as HTMLAnchorElement).href).pathname]),
      );
    expect(links).toEqual(
      Object.values(table).flatMap((entry) =>
        'navLabel' in entry ? [[entry.navLabel, localPath(prefix, 'alias' in entry ? entry.alias : entry.path)]] : [],
      ),
    );
    await page.waitForFunction((title) => document.title === title, table.projects.title);
    await navigation.getByRole('link', { name: table.about.navLabel, exact: true }).click();
    await page.waitForURL(`${site.origin}${prefix}/About`);
    expect(await page.locator('main h1').textContent()).toBe(portuguese.about.heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
    expect(problems).toEqual([]);
    await close();
  });

  it('fetches and renders a page, hidden and in its language, as soon as a pointer reaches its prefixed link', async () => {
    // The page never has an idle moment, so only the pointer can ask for the About page's code.
    const { page, problems, close } = await open(`${prefix}/`, (page) =>
      page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 })),
    );
    const aboutHeadings = () => headingsShown(page, portuguese.about.heading);
    // Long enough for the layout's code that fetches ahead to arrive: still nothing fetched.
    await sleep(1500);
    expect(await aboutHeadings()).toEqual([]);
    const navigation = page.getByRole('navigation', { name: portuguese.layout.navigation.label });
    const aboutLink = navigation.getByRole('link', { name: routeTableFor(portuguese).about.navLabel, exact: true });
    expect(await aboutLink.getAttribute('href')).toBe(`${prefix}/About`);
    await aboutLink.hover();
    await page.waitForFunction(
      (heading) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading),
      portuguese.about.heading,
    );
    // Waiting out of sight, in Portuguese: the page shown is still the Portuguese home.
    expect(await aboutHeadings()).toEqual([false]);
    expect(await page.locator('main h1').first().textContent()).toBe(portuguese.home.greeting);
    expect(problems).toEqual([]);
    await close();
  });

  /** The language switcher's links in the page's header, by language. */
  const switcherLinks = (page: Page) =>
    page.locator('header a[hreflang]').evaluateAll((elements) =>
      elements.map((link) => ({
        name: link.textContent,
        lang: link.getAttribute('lang'),
        hreflang: link.getAttribute('hreflang'),
        path: new URL((link as HTMLAnchorElement).href).pathname,
        current: link.getAttribute('aria-current'),
      })),
    );

  /** The switcher's links on the first project's page: to its page in each language, at its id there. */
  const projectSwitcher = (current: string) => {
    const [project] = portuguese.projects;
    const at = (language: string, languagePrefix: string) => ({
      lang: language,
      hreflang: language,
      path: localPath(languagePrefix, projectRoute.hrefIn(project, language)),
      current: language === current ? 'true' : null,
    });
    return [
      { name: 'English', ...at('en-US', '') },
      { name: 'Português', ...at(tag, prefix) },
      { name: 'العربية', ...at(arabicTag, '/ar') },
      { name: '日本語', ...at(japaneseTag, '/ja') },
    ];
  };

  it("offers the same page in each language, each named in its own, the page's own marked", async () => {
    const project = portuguese.projects[0];
    const path = projectRoute.href(project.id);
    const { page, problems, close } = await open(localPath(prefix, projectRoute.hrefIn(project, tag)));
    const links = await switcherLinks(page);
    expect(links).toEqual(projectSwitcher(tag));
    // At its own slugs in Portuguese and Japanese, at its id in English and Arabic.
    expect(links.map((link) => decodeURIComponent(link.path.split('/').at(-1)!))).toEqual([
      project.id,
      portugueseSlug,
      project.id,
      japaneseSlug,
    ]);
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${site.origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.locator('main h1').textContent()).toBe(siteContent.projects[0].title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(problems).toEqual([]);
    await close();
  });

  it("starts a page without asking the browser's locale data for a language's direction or name: the build gave them", async () => {
    // A browser loads its locale data on the first of these calls: tens of milliseconds on a phone.
    const { page, problems, close } = await open('/ar/About', (page) =>
      page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { intlCalls: calls });
        const record = (call: string) => {
          if (document.documentElement.dataset.app !== 'ready') calls.push(call);
        };
        const { maximize } = Intl.Locale.prototype;
        Intl.Locale.prototype.maximize = function (this: Intl.Locale) {
          record(`maximize ${this.toString()}`);
          return maximize.call(this);
        };
        const DisplayNames = new Proxy(Intl.DisplayNames, {
          construct(target, args: ConstructorParameters<typeof Intl.DisplayNames>) {
            record(`DisplayNames ${String(args[0])}`);
            return new target(...args);
          },
        });
        Object.defineProperty(Intl, 'DisplayNames', { value: DisplayNames });
      }),
    );
    // The page names every language in its own words, and marks the default language's words with its direction.
    expect((await switcherLinks(page)).length).toBe(4);
    expect(await page.locator('[lang="en-US"][dir="ltr"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens a project's card at its slug in the page's language, and the switcher leads to its slug in another", async () => {
    const [project] = portuguese.projects;
    const { page, problems, close } = await open(`${prefix}/Projects`);
    await page.locator(`main [data-project-card="${project.id}"]`).click();
    const dialog = page.getByRole('dialog', { name: project.title });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe(localPath(prefix, projectRoute.hrefIn(project, tag)));
    await page.waitForFunction((title) => document.title.startsWith(title), project.title);
    // Over the popup, the switcher names the project's page in every language.
    expect(await switcherLinks(page)).toEqual(projectSwitcher(tag));
    // The address reloaded is the project's own page, whose switcher the visitor follows.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.locator('main h1').textContent()).toBe(project.title);
    const japaneseTitle = japanese.projects[0].title;
    await page.getByRole('link', { name: '日本語', exact: true }).click();
    await page.waitForURL(`${site.origin}${localPath('/ja', projectRoute.hrefIn(project, japaneseTag))}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.locator('main h1').textContent()).toBe(japaneseTitle);
    expect(await switcherLinks(page)).toEqual(projectSwitcher(japaneseTag));
    expect(problems).toEqual([]);
    await close();
  });

  it('reaches the languages with the keyboard after the pages, and Enter follows one', async () => {
    const { page, problems, close } = await open(`${prefix}/About`);
    const table = routeTableFor(portuguese);
    const navigation = navigationOf(table);
    // Skip link, theme toggle, the pages, then the languages.
    const stops: string[] = [];
    for (let press = 0; press < 3 + navigation.length; press++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(stops.slice(-2)).toEqual([navigation.at(-1)?.name, 'English']);
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    await Promise.all([page.waitForURL(`${site.origin}/About`), page.keyboard.press('Enter')]);
    expect(await page.locator('main h1').textContent()).toBe(siteContent.about.heading);
    expect(problems).toEqual([]);
    await close();
  });

  it("is read by a screen reader as links named in their own languages, the page's own as current", async () => {
    const { page, close } = await open(`${prefix}/About`, undefined, { bypassCSP: true });
    const reader = await startScreenReader(page);
    const english = await reader.nextUntil(/English/);
    const portugueseLink = await reader.nextUntil(/Português/, 6);
    expect(portugueseLink).toBe('link, Português, current item');
    expect(english).toBe('link, English');
    await close();
  });

  it.each([320, 1280])('fits at %i px with a 32 px default font, with no sideways scroll', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await page.goto(`${site.origin}${prefix}/About`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const fit = await page.evaluate(() => ({
      sideways: document.documentElement.scrollWidth - innerWidth,
      links: [...document.querySelectorAll('header a[hreflang]')].map((link) => {
        const box = link.getBoundingClientRect();
        return box.left >= 0 && box.right <= innerWidth && box.height >= 24;
      }),
    }));
    expect(fit).toEqual({ sideways: 0, links: [true, true, true, true] });
    await context.close();
  });

  it('offers the page in the language the browser prefers, in its words, without moving the page; dismissing it is remembered', async () => {
    const words = portuguese.layout.languageNotice;
    const context = await browser.newContext({ locale: tag, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto(`${site.origin}/About`);
    expect(await response!.text()).not.toContain(words.text);
    const notice = page.getByRole('complementary', { name: words.text });
    await notice.waitFor();
    expect(await notice.getAttribute('lang')).toBe(tag);
    expect(await notice.getByRole('link', { name: words.follow }).getAttribute('href')).toBe(`${prefix}/About`);
    expect(await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total)).toBe(0);
    await notice.getByRole('button', { name: words.dismiss }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForTimeout(500);
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes no offer with Data Saver on, fetching nothing once the app is ready; the switcher still leads there', async () => {
    const words = portuguese.layout.languageNotice;
    const context = await browser.newContext({ locale: tag, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const devTools = await context.newCDPSession(page);
    await devTools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto(`${site.origin}/About`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    // Anything asked for from now on is fetched ahead: the offer's code and words included.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.waitForTimeout(1500);
    expect(fetched).toEqual([]);
    expect(await page.getByRole('complementary', { name: words.text }).count()).toBe(0);
    await page.getByRole('link', { name: 'Português', exact: true }).click();
    await page.waitForURL(`${site.origin}${prefix}/About`);
    await context.close();
  });

  it('offers an Arabic page from a Japanese one in Arabic, written right to left', async () => {
    const context = await browser.newContext({ locale: arabicTag, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.origin}/ja/About`);
    const notice = page.getByRole('complementary', { name: arabic.layout.languageNotice.text });
    await notice.waitFor();
    // Its lines start at the right, as Arabic's do, not where the Japanese page's do.
    expect(
      await notice.evaluate((element) => [
        element.getAttribute('lang'),
        getComputedStyle(element).direction,
        getComputedStyle(element).textAlign,
      ]),
    ).toEqual([arabicTag, 'rtl', 'start']);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('ltr');
    await context.close();
  });

  it.each([375, 1280])(
    'starts English words an Arabic page leaves untranslated at the right at %i px, under its heading',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${site.origin}/ar/Projects`);
      const starts = await page.evaluate(headingAndNextLineStarts);
      expect(starts.nextLang).toBe('en-US');
      expect(Math.abs(starts.next - starts.heading)).toBeLessThan(2);
      await context.close();
    },
  );

  it('leads to the page in the preferred language when followed, and offers nothing there', async () => {
    const words = portuguese.layout.languageNotice;
    const context = await browser.newContext({ locale: tag });
    const page = await context.newPage();
    await page.goto(`${site.origin}/Hobby`);
    await page.getByRole('link', { name: words.follow }).click();
    await page.waitForURL(`${site.origin}${prefix}/Hobby`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForTimeout(500);
    expect(await page.getByRole('complementary').count()).toBe(0);
    // Back on the default language's page, the answer is remembered.
    await page.goto(`${site.origin}/About`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForTimeout(500);
    expect(await page.getByRole('complementary', { name: words.text }).count()).toBe(0);
    await context.close();
  });

  /**
   * A page offering Portuguese, scrolled to its end at 375 px: the footer's first link at the window's
   * foot, where the offer shows. The offer's code is held back until `release()`, so the visitor is
   * on the link first.
   */
  async function footerBeforeTheOffer() {
    const context = await browser.newContext({ locale: tag, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${site.origin}/**/*.js`, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('data-language-notice')) await released;
      await route.fulfill({ response });
    });
    await page.goto(`${site.origin}/About`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const link = page.locator('footer a').first();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const box = (await link.boundingBox())!;
    // The link's lowest row of pixels but two: the first the offer would cover.
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height - 3) };
    const laidOut = page.locator('[data-language-notice]');
    /** The offer, once laid out: whether it shows, where, and what the page has at the point. */
    const offer = async () => {
      await laidOut.waitFor({ state: 'attached' });
      // Two frames: the notice checks its place on the frame after it is laid out.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return page.evaluate(({ x, y }) => {
        const notice = document.querySelector('[data-language-notice]')!;
        const { left, top, right, bottom } = notice.getBoundingClientRect();
        return {
          place: [left, top, right, bottom].map(Math.round),
          coversPoint: left <= x && x <= right && top <= y && y <= bottom,
          shown: getComputedStyle(notice).visibility === 'visible',
          linkAtPoint: Boolean(document.elementFromPoint(x, y)?.closest('footer a')),
        };
      }, point);
    };
    // A script still being fetched when the test ends is dropped with the page, and its error with it.
    const close = async () => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    };
    return { page, problems, link, point, release, offer, close };
  }

  it('holds the offer back while the pointer rests on a link where it would show: the link keeps its hover and tooltip', async () => {
    const { page, problems, point, release, offer, close } = await footerBeforeTheOffer();
    await page.mouse.move(point.x, point.y, { steps: 5 });
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    release();
    const held = await offer();
    expect(held).toMatchObject({ coversPoint: true, shown: false, linkAtPoint: true });
    // Longer than a tooltip takes to go once the pointer has left its link.
    await sleep(500);
    expect((await tooltip.textContent())?.trim()).toBe(siteContent.socialLinks[0].name);
    expect(await offer()).toMatchObject({ shown: false, linkAtPoint: true });
    // The pointer moves off the link, and the offer shows where it was laid out.
    await page.mouse.move(point.x, 20, { steps: 5 });
    await page.getByRole('complementary', { name: portuguese.layout.languageNotice.text }).waitFor();
    expect(await offer()).toMatchObject({ place: held.place, shown: true, linkAtPoint: false });
    expect(problems).toEqual([]);
    await close();
  });

  it('holds the offer back while the focused link lies where it would show, and shows it once focus moves on', async () => {
    const { page, problems, link, release, offer, close } = await footerBeforeTheOffer();
    await link.focus();
    release();
    expect(await offer()).toMatchObject({ coversPoint: true, shown: false });
    await sleep(500);
    expect(await offer()).toMatchObject({ shown: false });
    await page.locator('header a').first().focus();
    await page.getByRole('complementary', { name: portuguese.layout.languageNotice.text }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps a first visit in a further language within the code budget, with no other language's words", async () => {
    const context = await browser.newContext({ locale: tag });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sent = new Map<string, { url: string; at: number }>();
    const scripts: { url: string; at: number; bytes: number }[] = [];
    const isScript = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) =>
      sent.set(event.requestId, { url: event.request.url, at: event.wallTime * 1000 }),
    );
    cdp.on('Network.responseReceived', (event) => event.type === 'Script' && isScript.add(event.requestId));
    cdp.on('Network.loadingFinished', (event) => {
      const request = sent.get(event.requestId);
      if (request && isScript.has(event.requestId)) scripts.push({ ...request, bytes: event.encodedDataLength });
    });
    await page.goto(`${site.origin}${prefix}/About`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const readyAt = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByName('app-ready')[0].startTime,
    );
    const firstVisit = scripts.filter((script) => script.at < readyAt);
    const kb = (words: boolean) =>
      firstVisit.filter((script) => isContentScript(script.url) === words).reduce((sum, { bytes }) => sum + bytes, 0) /
      1024;
    process.stdout.write(
      `${prefix}/About: ${kb(false).toFixed(1)} KB of code and ${kb(true).toFixed(1)} KB of words in scripts (compressed)\n`,
    );
    // The template's budget, with each further language's allowance.
    expect(kb(false)).toBeLessThanOrEqual(codeBudgetKbOf(site.dist));
    // The page's own language's words (laid over the pictures and files at build time) and the images'
    // sizes: not the default language's words, nor any other's.
    const words = firstVisit
      .filter((script) => isContentScript(script.url))
      .map((script) => new URL(script.url).pathname.split('/').at(-1)!.split('.')[0])
      .sort();
    expect(words).toEqual(['image-sizes', `words-${tag}`]);
    await context.close();
  });

  it('switches language without JavaScript too: the links are in the prerendered page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}/About`);
    await page.getByRole('link', { name: 'Português', exact: true }).click();
    await page.waitForURL(`${site.origin}${prefix}/About`);
    expect(await page.locator('main h1').textContent()).toBe(portuguese.about.heading);
    await context.close();
  });

  it("shows the 404 page in the address's language where the host sends its one 404 document (GitHub Pages)", async () => {
    const rootNotFound = built('404.html');
    const { page, problems, close } = await open(`${prefix}/nope`, (tab) =>
      tab.route(`${site.origin}${prefix}/nope`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: rootNotFound }),
      ),
    );
    expect(await page.locator('main h1').textContent()).toBe(portuguese.notFound.heading);
    // The tab title follows once the page's effects have run, which may be just after its heading shows.
    await page.waitForFunction((title) => document.title === title, portuguese.pageMeta.notFound.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
    expect(problems).toEqual([notFoundDocumentMessage]);
    await close();
  });
  /**
   * Opens `path` at `width` in a page of the file's pool (no animations left to wait for) for a
   * visitor whose browser speaks the page's language, runs `use`, and checks the console. A browser
   * in another language is offered the page in it once the page is idle: on a busy machine that
   * offer could come up over a card between Playwright's check of what a click hits and the click
   * itself.
   */
  async function atWidth(path: string, width: number, use: (page: Page) => Promise<void>) {
    const locale = languages.find((language) => language.prefix && path.startsWith(`${language.prefix}/`))?.tag;
    const { page, release } = await takePage(browser, site.origin, {
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
      locale,
    });
    try {
      const problems = collectConsoleProblems(page);
      await page.goto(`${site.origin}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await use(page);
      expect(problems).toEqual([]);
    } finally {
      release();
    }
  }

  it.each([320, 1280])(
    'reads Arabic right to left at %i px: the navigation from the right, the brand at the right, Close on the left, nothing sideways',
    (width) =>
      atWidth('/ar/Projects', width, async (page) => {
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
        const shown = await measure(page);
        const steps = readingSteps(shown.links);
        expect(steps.every((step) => step === -1)).toBe(true);
        if (width === 1280) expect(steps.length).toBeGreaterThan(0);
        expect(shown.centres.brand).toBeGreaterThan(shown.clientWidth / 2);
        expect(shown.centres['theme toggle']).toBeLessThan(shown.centres.brand);
        expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);

        const [project] = arabic.projects;
        await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(project.title)}`) }).click();
        const dialog = page.getByRole('dialog', { name: project.title });
        await dialog.waitFor();
        const box = (await dialog.boundingBox())!;
        const close = (await dialog.getByRole('button', { name: arabic.projectsPage.popup.closeLabel }).boundingBox())!;
        expect(close.x + close.width / 2).toBeLessThan(box.x + box.width / 2);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBe(0);
      }),
  );

  it('keeps a Latin name in its own order inside Arabic text: its exclamation mark at its end', () =>
    atWidth('/ar/Projects', 1280, async (page) => {
      const [project] = arabic.projects;
      // Where the first and the last character of each shown title are drawn.
      const ends = await page.evaluate((title) => {
        const places: { first: number; last: number }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent !== title) continue;
          const at = (offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const box = range.getBoundingClientRect();
            return box.left + box.width / 2;
          };
          places.push({ first: at(0), last: at(title.length - 1) });
        }
        return places;
      }, project.title);
      expect(ends.length).toBeGreaterThan(0);
      for (const { first, last } of ends) expect(last).toBeGreaterThan(first);
    }));

  it('breaks Japanese lines between characters at 320 px, never before a full stop or a comma, at any width', () =>
    atWidth('/ja/About', 320, async (page) => {
      const lines = await page.evaluate((text) => {
        const paragraph = [...document.querySelectorAll<HTMLElement>('main p')].find(
          (element) => element.textContent === text,
        )!;
        const node = paragraph.firstChild!;
        /** The first character of each line the paragraph is laid out in now. */
        const lineStarts = () => {
          const starts: string[] = [];
          let top = Number.NaN;
          for (let offset = 0; offset < text.length; offset++) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const box = range.getBoundingClientRect();
            if (!(Math.abs(box.top - top) < box.height / 2)) starts.push(text[offset]);
            top = box.top;
          }
          return starts;
        };
        const shown = { starts: lineStarts(), fits: paragraph.getBoundingClientRect().right <= innerWidth };
        // The same paragraph in every narrower column a phone or a sidebar might give it.
        const misplaced: string[] = [];
        for (let width = 120; width <= 288; width += 2) {
          paragraph.style.width = `${width}px`;
          const starts = lineStarts();
          if (starts.some((character) => '。、'.includes(character)) || paragraph.scrollWidth > width)
            misplaced.push(`${width} px: ${starts.join(' ')}`);
        }
        paragraph.style.width = '';
        return { ...shown, misplaced };
      }, japaneseParagraph);
      expect(lines.fits).toBe(true);
      expect(lines.starts.length).toBeGreaterThan(4);
      expect(lines.misplaced).toEqual([]);
    }));
  /** axe's violations and HTML_CodeSniffer's errors on the page as it is now. */
  async function judged(page: Page) {
    return { axe: await axeViolations(page), codeSniffer: codeSnifferErrors(await codeSnifferMessages(page)) };
  }

  it('passes axe and HTML_CodeSniffer on an Arabic page, and on a page offering another language', async () => {
    await atWidth('/ar/Projects', 375, async (page) => {
      expect(await judged(page)).toEqual({ axe: [], codeSniffer: [] });
    });
    const context = await browser.newContext({ locale: tag, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.origin}/About`);
    await page.getByRole('complementary', { name: portuguese.layout.languageNotice.text }).waitFor();
    expect(await judged(page)).toEqual({ axe: [], codeSniffer: [] });
    await context.close();
  });

  it("marks the page's own language and edges the offer in forced colours", async () => {
    const context = await browser.newContext({
      locale: tag,
      forcedColors: 'active',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${site.origin}/About`);
    const notice = page.getByRole('complementary', { name: portuguese.layout.languageNotice.text });
    await notice.waitFor();
    const painted = await page.evaluate(() => {
      const current = document.querySelector('header a[aria-current="true"]')!;
      const edge = getComputedStyle(document.querySelector('[data-language-notice]')!);
      return {
        marker: getComputedStyle(current, '::after').backgroundColor,
        edge: [edge.borderTopStyle, edge.borderTopColor],
      };
    });
    expect(painted.marker).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    expect(painted.edge[0]).toBe('solid');
    expect(painted.edge[1]).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    await context.close();
  });
});
