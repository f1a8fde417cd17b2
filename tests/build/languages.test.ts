/**
 * The built site in each of its languages (the sample speaks one; another owner may list more in
 * languages.ts): every page and project page in every language, with its language, tab title,
 * canonical address, alternates, `og:locale` and switcher; the sitemap; each language's 404 document.
 * A site of one language carries none of the multilingual tags.
 *
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteContent } from '../../src/content';
import { contentFor } from '../../src/content/contentFor';
import { siteLanguages } from '../../src/routes/siteTable';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import {
  type SiteLanguage,
  defaultPagePathsOf,
  expectNotFoundDocuments,
  expectPageInEachLanguage,
  expectSitemapOf,
  siteLanguagesOf,
} from '../support/languagePages';

let site: BuiltSite;
let languages: SiteLanguage[];

beforeAll(async () => {
  [site, languages] = await Promise.all([
    buildAndServe(),
    Promise.all(siteLanguages.map(async (tag) => ({ tag, content: await contentFor(tag) }))).then(siteLanguagesOf),
  ]);
}, 120_000);

afterAll(() => site?.close());

const read = (file: string) => readFileSync(join(site.dist, file), 'utf8');

describe(`the site in ${siteLanguages.join(' and ')}`, () => {
  it.each(defaultPagePathsOf(siteContent))('%s, in every language', (path) => {
    expectPageInEachLanguage(path, languages, read, siteContent.siteUrl);
  });

  it('lists every page in every language in the sitemap', () => {
    expectSitemapOf(languages, read, siteContent.siteUrl);
  });

  it('has a 404 document in every language, kept out of search', () => {
    expectNotFoundDocuments(languages, read);
  });
});
