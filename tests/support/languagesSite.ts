/**
 * The sample in four languages, as an owner makes it: Brazilian Portuguese, Arabic and Japanese files
 * beside site.ts, listed in languages.ts, in a copy of the project; built once for the whole run
 * (each test file that asks shares the build) and served by the production server. Its content is the
 * sample's fixture (tests/owners/sample), never the owner's src/content: whatever languages an owner
 * has added, and whichever is their default, this site is the same. Its first project has a slug of
 * its own in Portuguese and another in Japanese, and keeps its id in Arabic, which leaves the Projects
 * page's subheading in English.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slugsOf, type Translation, type WholeTranslation, withSlugs } from '../../src/content/model';
import { siteContentOf } from '../../src/content/siteContentOf';
import { contentIn } from '../../src/content/translate';
import * as sampleSite from '../owners/sample/site';
import { writeLanguageFiles } from '../owners/languageFiles';
import { ownerCopy } from '../owners/ownerCopy.mjs';
import { type BuiltSite, buildAndServe } from './builtSite';
import { translationOf } from './translations';

/** The sample's content, in English, as site.ts gives it. */
const english = siteContentOf(sampleSite);
const [slugged] = english.projects;

/** The first project's slug in Portuguese and in Japanese (a Unicode one, percent-encoded in its address). */
export const portugueseSlug = 'meu-site-2';
export const japaneseSlug = 'ウェブサイト-2';

/** `translation` with the first project given `slug`. */
const withSlug = (translation: WholeTranslation, slug: string): WholeTranslation => ({
  ...translation,
  projects: { ...translation.projects, [slugged.id]: { ...translation.projects[slugged.id], slug } },
});

export const tag = 'pt-BR';
export const prefix = '/pt-br';
const translation = withSlug(
  translationOf(english, (text) => `(pt) ${text}`),
  portugueseSlug,
);

/**
 * Arabic, written right to left: Arabic words before each text. Its projects keep Latin names, as
 * owners keep a product's name, each ending in an exclamation mark: the bidirectional algorithm
 * moves it to the wrong end of a Latin name in right-to-left text unless the name is isolated.
 */
export const arabicTag = 'ar';
const arabicWords = translationOf(english, (text) => `بالعربية: ${text}`);
const { subheading: _leftOut, ...arabicProjectsPage } = arabicWords.projectsPage;
const arabicTranslation: Translation = {
  ...arabicWords,
  // Left to translate: the Projects page's subheading shows in English, marked so, right to left.
  projectsPage: arabicProjectsPage,
  projects: Object.fromEntries(
    Object.entries(arabicWords.projects).map(([id, text]) => [
      id,
      { ...text, title: `${english.projects.find((project) => project.id === id)!.title}!` },
    ]),
  ),
};

/** Japanese, whose lines break between characters, never before a full stop or comma. */
export const japaneseTag = 'ja';
export const japaneseParagraph =
  '私はウェブ開発が好きなソフトウェアエンジニアです。大学で情報科学を学び、卒業後は小さなチームで検索エンジンや画像処理の道具を作ってきました。使いやすく、速く、誰にでも読みやすいページを作ることを大切にしています。新しい技術を試すことも、古いコードを丁寧に直すことも、どちらも楽しいと感じています。';
const japaneseWords = withSlug(
  translationOf(english, (text) => `日本語で、${text}`),
  japaneseSlug,
);
const japaneseTranslation: Translation = {
  ...japaneseWords,
  about: { ...japaneseWords.about, paragraphs: [japaneseParagraph, ...japaneseWords.about.paragraphs.slice(1)] },
};

/** Each further language's file, as an owner writes it beside site.ts. */
const translationFiles = { [tag]: translation, [arabicTag]: arabicTranslation, [japaneseTag]: japaneseTranslation };

/** Each language's content as the site has it: every project's slugs in every language known to each. */
const slugs = slugsOf(translationFiles);

/** The site's default language: the sample's content, in English. */
export const siteContent = withSlugs(english, slugs);
export const portuguese = withSlugs(contentIn(english, tag, translation), slugs);
export const arabic = withSlugs(contentIn(english, arabicTag, arabicTranslation), slugs);
export const japanese = withSlugs(contentIn(english, japaneseTag, japaneseTranslation), slugs);

/** Builds (or finds built) and serves the site in four languages; `close` stops the server. */
export async function serveLanguagesSite(): Promise<BuiltSite> {
  const copy = ownerCopy(join(__dirname, '../owners/sample'), mkdtempSync(join(tmpdir(), 'portfolio-languages-')));
  try {
    writeLanguageFiles(join(copy, 'src/content'), translationFiles);
    return await buildAndServe({ project: { dir: copy, name: 'languages' } });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
