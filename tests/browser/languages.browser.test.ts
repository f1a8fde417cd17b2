/**
 * The site in two languages, as an owner makes it: the sample with a Brazilian Portuguese file beside
 * site.ts, listed in languages.ts, built once and served by the production server. Every page in both
 * languages is prerendered with its language, canonical and alternates; the server answers the
 * prefixed addresses by the URL policy; the app hydrates and navigates each page in its own language.
 *
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { siteContent } from '../../src/content';
import { htmlLanguageAttributes, openGraphLocale } from '../../src/content/model';
import { contentIn } from '../../src/content/translate';
import { pageFile } from '../../src/http/urlPolicy.mjs';
import { pagePaths, projectRoute, routeTableFor } from '../../src/routes/table';
import { localPath } from '../../src/urls/languages';
import { notFoundDocumentMessage } from '../e2e/support';
import { projectCopy } from '../owners/ownerCopy.mjs';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { launchChromium } from '../support/chromium';
import { collectConsoleProblems } from '../support/consoleProblems';
import { translationOf } from '../support/translations';
import { startScreenReader } from '../e2e/screenReader';

jest.setTimeout(30_000);

const tag = 'pt-BR';
const prefix = '/pt-br';
const translation = translationOf(siteContent, (text) => `(pt) ${text}`);
const portuguese = contentIn(siteContent, tag, translation);
const { siteUrl } = siteContent;
const address = (path: string) => `${siteUrl}${path}`;

/** The default language's page paths, each with its Portuguese counterpart. */
const defaultPages = pagePaths;
const pairs = defaultPages.map((path) => ({ path, translated: localPath(prefix, path) }));

let copy: string;
let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  copy = projectCopy(mkdtempSync(join(tmpdir(), 'portfolio-languages-')));
  writeFileSync(
    join(copy, 'src/content/site.pt-BR.ts'),
    `import type { Translation } from './model';\n\nexport const translation: Translation = ${JSON.stringify(translation, null, 2)};\n`,
  );
  const registry = join(copy, 'src/content/languages.ts');
  writeFileSync(
    registry,
    readFileSync(registry, 'utf8').replace(
      'export const translations: Translations = {};',
      `export const translations: Translations = { '${tag}': () => import('./site.${tag}') };`,
    ),
  );
  [site, browser] = await Promise.all([buildAndServe({ project: { dir: copy, name: 'languages' } }), launchChromium()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const built = (file: string) => readFileSync(join(site.dist, file), 'utf8');
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);

describe('every page in both languages', () => {
  it.each(pairs)(
    '$path and $translated: each in its language, canonical to itself, naming the other',
    ({ path, translated }) => {
      const [english, brazilian] = [built(pageFile(path)), built(pageFile(translated))];
      expect(english).toContain(`<html ${htmlLanguageAttributes(siteContent.language)}>`);
      expect(brazilian).toContain(`<html ${htmlLanguageAttributes(tag)}>`);
      const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]+)">/);
      // An alias (`/Home`) is canonical to its page; both languages alike.
      const canonical = canonicalOf(english)!.slice(siteUrl.length);
      expect(canonicalOf(brazilian)).toBe(address(localPath(prefix, canonical)));
      const set = [
        ['en-US', address(canonical)],
        [tag, address(localPath(prefix, canonical))],
        ['x-default', address(canonical)],
      ];
      expect(alternates(english)).toEqual(set);
      expect(alternates(brazilian)).toEqual(set);
      expect(attribute(brazilian, /<meta property="og:locale" content="([^"]+)">/)).toBe(openGraphLocale(tag));
      expect(attribute(brazilian, /<meta property="og:locale:alternate" content="([^"]+)">/)).toBe(
        openGraphLocale(siteContent.language),
      );
    },
  );

  it('titles each page in its language', () => {
    const table = routeTableFor(portuguese);
    expect(attribute(built('pt-br/Projects.html'), /<title>([^<]*)<\/title>/)).toBe(table.projects.title);
    expect(attribute(built('pt-br/Hobby.html'), /<title>([^<]*)<\/title>/)).toBe(table.hobby.title);
    const [project] = portuguese.projects;
    expect(attribute(built(pageFile(localPath(prefix, projectRoute.href(project.id)))), /<h1[^>]*>([^<]*)</)).toBe(
      project.title,
    );
  });

  it('lists every page with its alternates in the sitemap, and neither 404 document', () => {
    const sitemap = built('sitemap.xml');
    for (const { path, translated } of pairs.filter(({ path }) => path !== '/Home')) {
      expect(sitemap).toContain(`<loc>${address(path)}</loc>`);
      expect(sitemap).toContain(`<loc>${address(translated)}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${tag}" href="${address(translated)}"/>`);
    }
    expect(sitemap).not.toContain('404');
  });

  it('has a 404 document in Portuguese under the prefix, kept out of search and of every set of alternates', () => {
    const notFound = built('pt-br/404.html');
    expect(notFound).toContain(`<html ${htmlLanguageAttributes(tag)}>`);
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(alternates(notFound)).toEqual([]);
    expect(notFound).toContain(portuguese.notFound.heading);
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

  it("offers the same page in each language, each named in its own, the page's own marked", async () => {
    const project = portuguese.projects[0];
    const path = projectRoute.href(project.id);
    const { page, problems, close } = await open(localPath(prefix, path));
    const links = await page.locator('header a[hreflang]').evaluateAll((elements) =>
      elements.map((link) => ({
        name: link.textContent,
        lang: link.getAttribute('lang'),
        hreflang: link.getAttribute('hreflang'),
        path: new URL((link as HTMLAnchorElement).href).pathname,
        current: link.getAttribute('aria-current'),
      })),
    );
    expect(links).toEqual([
      { name: 'English', lang: 'en-US', hreflang: 'en-US', path, current: null },
      { name: 'Português', lang: tag, hreflang: tag, path: localPath(prefix, path), current: 'true' },
    ]);
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${site.origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.locator('main h1').textContent()).toBe(siteContent.projects[0].title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(problems).toEqual([]);
    await close();
  });

  it('reaches the languages with the keyboard after the pages, and Enter follows one', async () => {
    const { page, problems, close } = await open(`${prefix}/About`);
    const table = routeTableFor(portuguese);
    const pageLinks = Object.values(table).filter((entry) => 'navLabel' in entry).length;
    // Skip link, theme toggle, the pages, then the languages.
    const stops: string[] = [];
    for (let press = 0; press < 3 + pageLinks; press++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(stops.slice(-2)).toEqual([table.about.navLabel, 'English']);
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
    expect(fit).toEqual({ sideways: 0, links: [true, true] });
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
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
      tag,
      portuguese.pageMeta.notFound.title,
    ]);
    expect(problems).toEqual([notFoundDocumentMessage]);
    await close();
  });
});
