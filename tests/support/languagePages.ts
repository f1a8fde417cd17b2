/**
 * What a built site must hold for each of its languages, read from its files: every page in each
 * language in its own file, with its `lang` and `dir`, its tab title in that language, its canonical
 * address, the set of alternates both ways, `og:locale`, its link preview's picture described in
 * that language, the switcher's plain links; the sitemap's alternates; a 404 document in each
 * language, kept out of search. A site of one language has none of the multilingual tags. Used by the
 * build's test of the site's own languages and by the browser test of a site given a further language.
 */
import type { SiteContent } from '../../src/content';
import { htmlLanguageAttributes, languageTag, openGraphLocale } from '../../src/content/model';
import { pageFile } from '../../src/http/urlPolicy.mjs';
import { prerenderedPagesIn } from '../../src/prerender/pages';
import { addressesOf, projectRoute, routeTableFor } from '../../src/routes/table';
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

/** The tab title a page at the router's `path` has in `content` (a project's own page included). */
function titleOf(content: SiteContent, path: string): string {
  const project = content.projects.find(({ id }) => projectRoute.href(id) === path);
  if (project) return projectRoute.meta(project.id, content).title;
  const entry = Object.values(routeTableFor(content)).find((page) => addressesOf(page).includes(path));
  if (!entry) throw new Error(`No page at ${path}`);
  return entry.title;
}

/**
 * Checks the page at the default language's `path` in every language: `read` gives a built file's
 * text, `siteUrl` the site's public address.
 */
export function expectPageInEachLanguage(
  path: string,
  languages: SiteLanguage[],
  read: (file: string) => string,
  siteUrl: string,
): void {
  const address = (local: string) => `${siteUrl.replace(/\/+$/, '')}${local}`;
  const pages = languages.map((language) => ({ ...language, html: read(pageFile(localPath(language.prefix, path))) }));
  const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]+)">/);
  // An alias (`/Home`) is canonical to its page, in every language alike.
  const canonical = canonicalOf(pages[0].html)!.slice(siteUrl.replace(/\/+$/, '').length);
  const multilingual = languages.length > 1;
  const set = [
    ...languages.map(({ tag, prefix }) => [tag, address(localPath(prefix, canonical))]),
    ['x-default', address(canonical)],
  ];
  for (const { tag, prefix, content, html } of pages) {
    expect(html).toContain(`<html ${htmlLanguageAttributes(tag)}>`);
    expect(decodeMarkup(attribute(html, /<title>([^<]*)<\/title>/)!)).toBe(titleOf(content, path));
    expect(canonicalOf(html)).toBe(address(localPath(prefix, canonical)));
    expect(attribute(html, /<meta property="og:locale" content="([^"]+)">/)).toBe(openGraphLocale(tag));
    // The link preview's picture is described in the page's language too.
    const project = content.projects.find(({ id }) => projectRoute.href(id) === path);
    const imageAlt = project
      ? fillIn(content.pageMeta.project.previewAlt, { title: project.title })
      : content.owner.portrait.alt;
    expect(decodeMarkup(attribute(html, /<meta property="og:image:alt" content="([^"]*)">/)!)).toBe(imageAlt);
    const others = languages.filter((other) => other.tag !== tag).map((other) => openGraphLocale(other.tag));
    expect(attributes(html, /<meta property="og:locale:alternate" content="([^"]+)">/g).flat()).toEqual(others);
    expect(alternatesIn(html)).toEqual(multilingual ? set : []);
    // The switcher: plain links in the prerendered page to this page in every language, each marked
    // with its language; none on a site of one language.
    const links = switcherLinksIn(html);
    if (multilingual) {
      expect(links).toEqual(
        languages.map((other) => [
          languageTag(other.tag),
          languageTag(other.tag),
          publicUrl(localPath(other.prefix, path)),
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
  const canonicalPagePaths = pagesOf(languages[0].content)
    .filter((page) => page.canonical === page.path)
    .map((page) => page.path);
  for (const path of canonicalPagePaths) {
    for (const { tag, prefix } of languages) {
      expect(sitemap).toContain(`<loc>${address(localPath(prefix, path))}</loc>`);
      const alternate = `<xhtml:link rel="alternate" hreflang="${tag}" href="${address(localPath(prefix, path))}"/>`;
      if (languages.length > 1) expect(sitemap).toContain(alternate);
      else expect(sitemap).not.toContain('xhtml:link');
    }
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
