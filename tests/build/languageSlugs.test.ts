/**
 * A project at a slug of its own in a further language, in the site built in four languages (the
 * sample's first project at a slug of its own in Portuguese and another in Japanese, at its id in
 * English and Arabic): each language's page prerendered at the project's id there and at no other;
 * each of those pages, and its entry in the sitemap, naming the project's page in every other
 * language, and named by each; the production server answering each page, and the project's id of
 * any language under a language's prefix, in any form the URL policy takes, with one redirect to the
 * project's page in the language the prefix names; Cloudflare's `_redirects` listing the same.
 *
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageTag } from '../../src/content/model';
import { pageFile } from '../../src/http/urlPolicy.mjs';
import { projectRoute } from '../../src/routes/table';
import { localPath, prefixIn } from '../../src/urls/languages';
import type { BuiltSite } from '../support/builtSite';
import { alternatesIn } from '../support/languagePages';
import {
  arabic,
  arabicTag,
  japanese,
  japaneseSlug,
  japaneseTag,
  portuguese,
  portugueseSlug,
  prefix,
  serveLanguagesSite,
  siteContent,
  tag,
} from '../support/languagesSite';
import { rawRequest } from '../support/rawHttp';

let site: BuiltSite;

beforeAll(async () => {
  site = await serveLanguagesSite();
}, 240_000);

afterAll(() => site?.close());

const read = (file: string) => readFileSync(join(site.dist, file), 'utf8');

const languages = [
  { tag: siteContent.language, content: siteContent },
  { tag, content: portuguese },
  { tag: arabicTag, content: arabic },
  { tag: japaneseTag, content: japanese },
];
const [project] = siteContent.projects;
/** The project's page in `language`: under its prefix, at the project's id there. */
const pageIn = (language: string) =>
  localPath(prefixIn(language, siteContent.language), projectRoute.hrefIn(project, language));
const address = (path: string) => `${siteContent.siteUrl.replace(/\/+$/, '')}${path}`;

const japanesePath = `/ja/Projects/${encodeURIComponent(japaneseSlug)}`;
const idPath = (languagePrefix: string) => localPath(languagePrefix, projectRoute.href(project.id));

describe("the project's pages", () => {
  it("are each language's, at the project's id there", () => {
    expect(languages.map(({ tag: language }) => pageIn(language))).toEqual([
      projectRoute.href(project.id),
      `${prefix}/Projects/${portugueseSlug}`,
      idPath('/ar'),
      japanesePath,
    ]);
  });

  it.each(languages.map(({ tag: language, content }) => [language, content] as const))(
    'in %s: prerendered at that address, with its title, and at no other',
    (language, content) => {
      const html = read(pageFile(pageIn(language)));
      expect(html).toContain(`<div id="root" data-route="${pageIn(language)}">`);
      expect(html).toContain(`<html lang="${languageTag(language)}"`);
      expect(html).toContain(`<link rel="canonical" href="${address(pageIn(language))}">`);
      const [own] = content.projects;
      expect(html).toContain(`<title>${own.title.replace(/&/g, '&amp;')} · `);
      // The other languages' ids under this language's prefix are no file of the build.
      for (const other of languages.filter((candidate) => pageIn(candidate.tag) !== pageIn(language))) {
        const elsewhere = localPath(prefixIn(language, siteContent.language), projectRoute.hrefIn(project, other.tag));
        if (elsewhere !== pageIn(language)) expect(existsSync(join(site.dist, pageFile(elsewhere)))).toBe(false);
      }
    },
  );

  it("each name every other language's page of the project, and are named by each", () => {
    const named = Object.fromEntries(
      languages.map(({ tag: language }) => [
        language,
        Object.fromEntries(alternatesIn(read(pageFile(pageIn(language))))),
      ]),
    );
    for (const { tag: one } of languages) {
      for (const { tag: other } of languages) {
        expect({ page: one, names: other, href: named[one][languageTag(other)] }).toEqual({
          page: one,
          names: other,
          href: address(pageIn(other)),
        });
      }
      expect(named[one]['x-default']).toBe(address(pageIn(siteContent.language)));
    }
  });

  it('each have an entry in the sitemap naming the same pages', () => {
    const entries = [...read('sitemap.xml').matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
      alternates: [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    }));
    const set = [
      ...languages.map(({ tag: language }) => [languageTag(language), address(pageIn(language))]),
      ['x-default', address(pageIn(siteContent.language))],
    ];
    for (const { tag: language } of languages) {
      expect(entries.filter((entry) => entry.loc === address(pageIn(language)))).toEqual([
        { loc: address(pageIn(language)), alternates: set },
      ]);
    }
    // The ids a language does not address the project at are in no entry.
    const sitemap = read('sitemap.xml');
    expect(sitemap).not.toContain(address(idPath(prefix)));
    expect(sitemap).not.toContain(address(idPath('/ja')));
  });
});

describe('the production server', () => {
  const get = (path: string) => rawRequest(site.origin, path);
  const lowerHex = (path: string) => path.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());

  it.each([
    [`${prefix}/Projects/${portugueseSlug}`, 200, undefined],
    [japanesePath, 200, undefined],
    [idPath('/ar'), 200, undefined],
    [projectRoute.href(project.id), 200, undefined],
    // The default language's id under a language's prefix: the project's page in that language.
    [idPath(prefix), 301, `${prefix}/Projects/${portugueseSlug}`],
    [idPath('/ja'), 301, japanesePath],
    // Another language's slug: the same, and the default language's page under no prefix.
    [`${prefix}${japanesePath.slice('/ja'.length)}`, 301, `${prefix}/Projects/${portugueseSlug}`],
    [`/ja/Projects/${portugueseSlug}`, 301, japanesePath],
    [`/ar/Projects/${portugueseSlug}`, 301, idPath('/ar')],
    [`/Projects/${portugueseSlug}`, 301, projectRoute.href(project.id)],
    [japanesePath.slice('/ja'.length), 301, projectRoute.href(project.id)],
    // Any form of such an address, in one step, its query kept.
    [idPath(prefix).toUpperCase(), 301, `${prefix}/Projects/${portugueseSlug}`],
    [`${idPath(prefix)}/`, 301, `${prefix}/Projects/${portugueseSlug}`],
    [`${idPath(prefix)}.html`, 301, `${prefix}/Projects/${portugueseSlug}`],
    [`/${idPath(prefix)}`, 301, `${prefix}/Projects/${portugueseSlug}`],
    [`${idPath(prefix)}?ref=cv`, 301, `${prefix}/Projects/${portugueseSlug}?ref=cv`],
    [`/AR/projects/${portugueseSlug.toUpperCase()}`, 301, idPath('/ar')],
    // The page's own forms, as for any page.
    [lowerHex(japanesePath), 301, japanesePath],
    [`/ja/Projects/${encodeURIComponent(japaneseSlug.normalize('NFD'))}`, 301, japanesePath],
    [`${prefix}/projects/${portugueseSlug.toUpperCase()}`, 301, `${prefix}/Projects/${portugueseSlug}`],
    // An id no project has, under any prefix.
    [`${prefix}/Projects/no-such-project`, 404, undefined],
  ])('answers %s with %i', async (path, status, location) => {
    const answer = await get(path);
    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status, location });
    if (location === undefined) return;
    // One redirect: where it leads is the page, in the language of the prefix asked for.
    const page = await get(location);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain(`<div id="root" data-route="${location.split('?')[0]}">`);
  });
});

describe("Cloudflare Pages' _redirects", () => {
  it("sends the project's ids in the other languages, and their casings, to its page in the prefix's language", () => {
    const lines = read('_redirects').split('\n');
    const to = `${prefix}/Projects/${portugueseSlug} 301`;
    expect(lines).toEqual(
      expect.arrayContaining([
        `${idPath(prefix)} ${to}`,
        `${idPath(prefix).toLowerCase()} ${to}`,
        `${idPath(prefix)}/ ${to}`,
        `${localPath(prefix, japanesePath.slice('/ja'.length))} ${to}`,
        `/ja/Projects/${project.id} ${japanesePath} 301`,
        `/Projects/${portugueseSlug} ${projectRoute.href(project.id)} 301`,
      ]),
    );
  });
});
