/**
 * What a built site must hold for each of its languages, read from its files: every page in each
 * language in its own file, with its `lang` and `dir`, its tab title in that language, its canonical
 * address, the set of alternates both ways, `og:locale`, its link preview's picture described in
 * that language, the switcher's plain links; the sitemap's alternates; a 404 document in each
 * language, kept out of search. A site of one language has none of the multilingual tags. Used by the
 * build's test of the site's own languages and by the browser test of a site given a further language.
 */
import type { SiteContent } from '../../src/content';
import { htmlLanguageAttributes, languageTag, openGraphLocale, projectPageMeta } from '../../src/content/model';
import { pageFile } from '../../src/http/urlPolicy.mjs';
import { prerenderedPagesIn } from '../../src/prerender/pages';
import { addressesOf, projectRoute, routeTableFor, samePathIn } from '../../src/routes/table';
import { escapeMarkup } from '../../src/text/escapeMarkup';
import { decodeMarkup } from './htmlText';
import { fillIn } from '../../src/text/fillIn';
import { publicUrl } from '../../src/urls/basePath';
import { localPath, prefixIn } from '../../src/urls/languages';

export interface SiteLanguage {
  tag: string;
  /** `''` for the default language. */
  prefix: string;
  content: SiteContent;
}

/** The site's languages, the default first, each with its content. */
export function siteLanguagesOf(contents: { tag: string; content: SiteContent }[]): SiteLanguage[] {
  return contents.map(({ tag, content }) => ({ tag, content, prefix: prefixIn(tag, contents[0].tag) }));
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match.slice(1));

/** The `hreflang` links of a page, as [language, address]. */
export const alternatesIn = (html: string) =>
  attributes(html, /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g).map(([language, href]) => [
    language,
    href,
  ]);

/** The links of the language switcher: every link that names a language, as [hreflang, lang, href]. */
const switcherLinksIn = (html: string) =>
  // React writes the attribute `hrefLang`; HTML reads it in any case.
  [...html.matchAll(/<a\b[^>]*\bhreflang="[^"]*"[^>]*>/gi)].map(([tag]) => [
    attribute(tag, /\bhreflang="([^"]*)"/i),
    attribute(tag, /\blang="([^"]*)"/),
    attribute(tag, /\bhref="([^"]*)"/),
  ]);

/** The project whose page is at the router's `path` in `content`'s language, if any. */
const projectAtPath = (content: SiteContent, path: string) =>
  content.projects.find((project) => projectRoute.hrefIn(project, content.language) === path);

/** The tab title a page at the router's `path` has in `content` (a project's own page included). */
function titleOf(content: SiteContent, path: string): string {
  const project = projectAtPath(content, path);
  if (project) return projectPageMeta(project, content.owner.name).title;
  const entry = Object.values(routeTableFor(content)).find((page) => addressesOf(page).includes(path));
  if (!entry) throw new Error(`No page at ${path}`);
  return entry.title;
}

/**
 * Checks the page at the default language's `path` in every language, a project's page at the
 * project's id in each (every language's content knows them all): `read` gives a built file's text,
 * `siteUrl` the site's public address. Each language's page that holds the page's main content names
 * the same set of pages, so each names every other and is named by it.
 */
export function expectPageInEachLanguage(
  path: string,
  languages: SiteLanguage[],
  read: (file: string) => string,
  siteUrl: string,
): void {
  const [{ content: defaults }] = languages;
  /** The router's path in `tag` of the default language's page at `local`. */
  const pathIn = (tag: string, local = path) => samePathIn(defaults, local, tag);
  const address = (local: string) => `${siteUrl.replace(/\/+$/, '')}${local}`;
  // A language that leaves out the page's main content still has the page, in no set of alternates
  // (an owner adds a language a page at a time): the prerender step's page list says which.
  const prerendered = prerenderedPagesIn(languages.map(({ tag, content }) => ({ language: tag, content })));
  const pages = languages.map((language) => {
    const own = pathIn(language.tag);
    const file = localPath(language.prefix, own);
    const whole = prerendered.find((page) => page.path === file)?.untranslated !== true;
    return { ...language, own, whole, html: read(pageFile(file)) };
  });
  const inItsLanguage = pages.filter((page) => page.whole);
  const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]+)">/);
  // An alias (`/Home`) is canonical to its page, in every language alike.
  const canonical = canonicalOf(pages[0].html)!.slice(siteUrl.replace(/\/+$/, '').length);
  const multilingual = languages.length > 1;
  const set = [
    ...inItsLanguage.map(({ tag, prefix }) => [tag, address(localPath(prefix, pathIn(tag, canonical)))]),
    ['x-default', address(canonical)],
  ];
  for (const { tag, prefix, content, html, own, whole } of pages) {
    expect(html).toContain(`<html ${htmlLanguageAttributes(tag)}>`);
    expect(decodeMarkup(attribute(html, /<title>([^<]*)<\/title>/)!)).toBe(titleOf(content, own));
    expect(canonicalOf(html)).toBe(address(localPath(prefix, pathIn(tag, canonical))));
    expect(attribute(html, /<meta property="og:locale" content="([^"]+)">/)).toBe(openGraphLocale(tag));
    // The link preview's picture is described in the page's language too.
    const project = projectAtPath(content, own);
    const imageAlt = project
      ? fillIn(content.pageMeta.project.previewAlt, { title: project.title })
      : content.owner.portrait.alt;
    expect(decodeMarkup(attribute(html, /<meta property="og:image:alt" content="([^"]*)">/)!)).toBe(imageAlt);
    const others = inItsLanguage.filter((other) => other.tag !== tag).map((other) => openGraphLocale(other.tag));
    expect(attributes(html, /<meta property="og:locale:alternate" content="([^"]+)">/g).flat()).toEqual(
      whole ? others : [],
    );
    expect(alternatesIn(html)).toEqual(multilingual && whole ? set : []);
    // The switcher: plain links in the prerendered page to this page in every language, each marked
    // with its language; none on a site of one language.
    const links = switcherLinksIn(html);
    if (multilingual) {
      expect(links).toEqual(
        languages.map((other) => [
          languageTag(other.tag),
          languageTag(other.tag),
          publicUrl(localPath(other.prefix, pathIn(other.tag))),
        ]),
      );
    } else {
      expect(links).toEqual([]);
    }
  }
}

const pagesOf = (content: SiteContent) => prerenderedPagesIn([{ language: content.language, content }]);

/** Every page of the default language's `content` at each of its addresses (`/Home` too), by the router's path. */
export const defaultPagePathsOf = (content: SiteContent) =>
  pagesOf(content)
    .filter((page) => page.canonical !== null)
    .map((page) => page.path);

/** Checks the sitemap: every page in every language, with its alternates where there is more than one. */
export function expectSitemapOf(languages: SiteLanguage[], read: (file: string) => string, siteUrl: string): void {
  const address = (local: string) => `${siteUrl.replace(/\/+$/, '')}${local}`;
  const sitemap = read('sitemap.xml');
  // Every page of the default language at its own address.
  const [{ content: defaults }] = languages;
  const canonicalPagePaths = pagesOf(defaults)
    .filter((page) => page.canonical === page.path)
    .map((page) => page.path);
  const prerendered = prerenderedPagesIn(languages.map(({ tag, content }) => ({ language: tag, content })));
  const isWhole = (local: string) => prerendered.find((page) => page.path === local)?.untranslated !== true;
  for (const path of canonicalPagePaths) {
    // Each language's page that holds its main content, a project's at its id there, with every such
    // language's as its alternates; a page a language leaves out is not listed in that language.
    const versions = languages
      .map(({ tag, prefix }) => ({ tag, local: localPath(prefix, samePathIn(defaults, path, tag)) }))
      .filter(({ local }) => isWhole(local))
      .map(({ tag, local }) => ({ tag, address: address(local) }));
    const alternates = versions.map(
      ({ tag, address: href }) => `    <xhtml:link rel="alternate" hreflang="${languageTag(tag)}" href="${href}"/>`,
    );
    for (const { address: href } of versions) {
      if (languages.length === 1) expect(sitemap).toContain(`<url><loc>${href}</loc></url>`);
      else expect(sitemap).toContain([`    <loc>${href}</loc>`, ...alternates].join('\n'));
    }
    if (languages.length === 1) expect(sitemap).not.toContain('xhtml:link');
  }
  expect(sitemap).not.toContain('404');
}

/** Checks each language's 404 document: in its language, kept out of search and of every set of alternates. */
export function expectNotFoundDocuments(languages: SiteLanguage[], read: (file: string) => string): void {
  for (const { tag, prefix, content } of languages) {
    const html = read(pageFile(localPath(prefix, '/404')));
    expect(html).toContain(`<html ${htmlLanguageAttributes(tag)}>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(alternatesIn(html)).toEqual([]);
    expect(html).toContain(escapeMarkup(content.notFound.heading));
  }
}
