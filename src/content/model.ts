import { fillIn } from '../text/fillIn';
import { withoutOptionalMarks } from '../text/optionalMarks.mjs';
import { plainText } from '../text/richText';
import { builtLanguages, type LanguageFacts } from './builtLanguages';
import type { Contract } from './contract';
import type { Text, Value } from './fields';

/** The shape of the content in `site.ts` and the values derived from it; `index.ts` joins the two. */

/** What site.ts holds, as contract.ts declares it: site.ts `satisfies` it, export by export. */
export type SiteEntry = Value<Contract>;

/** The same with the template's words where site.ts leaves them out: what the pages read. */
export type SiteValues = Value<Contract, true>;

export type Owner = SiteValues['owner'];
/** A picture: a path under `public/` and its text alternative. */
export type Image = SiteValues['owner']['portrait'];
export type Hobby = SiteValues['hobbies'][number];
export type ProjectEntry = SiteValues['projects'][number];
export type SocialLinkEntry = SiteValues['socialLinks'][number];
export type ResumeEntry = SiteValues['resume'];
export type ResumeFileEntry = NonNullable<ResumeEntry['word']>;
export type ResumeMessages = ResumeEntry['messages'];
export type SitePageMeta = SiteValues['pageMeta'];

export interface Project extends ProjectEntry {
  /**
   * The id it is matched by in every language (a further language's file lists its words under it)
   * and addressed at in the default language: its slug in site.ts, else its title's id.
   */
  id: string;
  /**
   * Its own id in the addresses of each further language that gives it a slug, by tag
   * (`{ fr: 'site-web-2' }`), in every language's content: a page names the project's page in each
   * language without that language's words (the switcher, `hreflang`).
   */
  slugs: Record<string, string>;
}

/** The id in the address of a project's page in `language` (`/fr/Projects/site-web-2`): its slug there, else its id. */
export function pageIdIn(project: Pick<Project, 'id' | 'slugs'>, language: string): string {
  return Object.hasOwn(project.slugs, language) ? project.slugs[language] : project.id;
}

/** Each further language's own slugs, by tag and then by project id: `{ fr: { 'website-2-0': 'site-web-2' } }`. */
export type LanguageSlugs = Record<string, Record<string, string>>;

/** The slugs each further language's file gives its projects, by tag (src/content/languages.ts). */
export function slugsOf(translations: Record<string, Pick<Translation, 'projects'>>): LanguageSlugs {
  return Object.fromEntries(
    Object.entries(translations).map(([tag, { projects = {} }]) => [
      tag,
      Object.fromEntries(
        Object.entries(projects).flatMap(([id, project]) =>
          typeof project?.slug === 'string' ? [[id, project.slug]] : [],
        ),
      ),
    ]),
  );
}

/** `content` with each project's slugs in every further language (`slugs`); the same object where none has any. */
export function withSlugs<Content extends { projects: Project[] }>(content: Content, slugs: LanguageSlugs): Content {
  const slugsOfProject = (project: Project) =>
    Object.fromEntries(
      Object.entries(slugs).flatMap(([tag, ids]) => (Object.hasOwn(ids, project.id) ? [[tag, ids[project.id]]] : [])),
    );
  const projects = content.projects.map((project) => {
    const own = slugsOfProject(project);
    const same =
      Object.keys(own).length === Object.keys(project.slugs).length &&
      Object.entries(own).every(([tag, slug]) => project.slugs[tag] === slug);
    return same ? project : { ...project, slugs: own };
  });
  return projects.every((project, index) => project === content.projects[index]) ? content : { ...content, projects };
}

export interface ResumeFile extends ResumeFileEntry {
  format: 'PDF' | 'Word';
  fileName: string;
  mimeType: string;
}

/** A PDF resume: its download, and the link that shows it in a new tab. */
export type PdfResumeEntry = NonNullable<ResumeEntry['pdf']>;

/** The resume section as the pages read it: each file given with its format, name and type. */
export interface Resume extends Omit<ResumeEntry, 'pdf' | 'word'> {
  pdf?: ResumeFile & { viewLabel: string };
  word?: ResumeFile;
}

export interface PageMeta {
  title: string;
  description: string;
}

/** Whether a link is an e-mail address (`mailto:`), which opens the visitor's mail program, not a page. */
export const isMailAddress = (href: string) => /^mailto:/i.test(href);

/** Whether a footer icon is a file of the owner's (`/images/icons/x.svg`) rather than a simple-icons name (`github`). */
export const isIconFile = (icon: string) => /[/.]/.test(icon);

/** What follows a link's name when it opens a new tab. */
export function newTabText(newTabNote: string): string {
  return ` ${newTabNote}`;
}

/**
 * The id a title makes: its letters, marks and digits in any script, lowercased, each run of anything
 * else (spaces, punctuation, symbols) one hyphen, none at either end. Composed (NFC) first, so the same
 * title typed either way makes the same id, and without the marks a language writes only sometimes
 * (Arabic harakat, Hebrew niqqud), so it is the same with or without them. `Website 2.0` →
 * `website-2-0`, `Crème Brûlée` → `crème-brûlée`, `مُدَوَّنَة` → `مدونة`.
 */
export function projectId(title: string): string {
  return withoutOptionalMarks(title.normalize('NFC').toLowerCase().normalize('NFC'))
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The id a project is selected by and addressed at: its own `slug` if it sets one, else its title's. */
export function idOf(entry: Pick<ProjectEntry, 'title' | 'slug'>): string {
  return entry.slug ?? projectId(entry.title);
}

/** The extension each resume file's name ends in. */
export const resumeExtensions = { pdf: '.pdf', word: '.docx' } as const;

const mimeTypes = {
  PDF: 'application/pdf',
  Word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

function resumeFile<Entry extends ResumeFileEntry>(format: ResumeFile['format'], entry: Entry): Entry & ResumeFile {
  // An href left out (the build does not type-check) gives no name; the content check names the href.
  const href: unknown = entry.href;
  const fileName = typeof href === 'string' ? href.slice(href.lastIndexOf('/') + 1) : '';
  return { ...entry, format, fileName, mimeType: mimeTypes[format] };
}

/**
 * The section with its files' formats, names and types. A file left out stays out, with no member at
 * all (nor one written `null`, which the build, not type-checking, may meet), so the check sees it as left out.
 */
export function resumeSection({ pdf, word, ...rest }: ResumeEntry): Resume {
  return { ...rest, ...(pdf && { pdf: resumeFile('PDF', pdf) }), ...(word && { word: resumeFile('Word', word) }) };
}

/** The files the resume section offers, in its order: the PDF, then the Word file, each only if there is one. */
export function resumeFiles({ pdf, word }: Pick<Resume, 'pdf' | 'word'>): ResumeFile[] {
  return [pdf, word].filter((file) => file !== undefined);
}

export function projectPageMeta(project: Project, ownerName: string): PageMeta {
  return { title: `${project.title} · ${ownerName}`, description: plainText(project.description) };
}

export const yearPlaceholder = '{year}';

export function copyrightFor(template: string, year: number): string {
  return fillIn(template, { year });
}

/** The language of the template's words (contract.ts: `template`). */
export const templateLanguage = 'en';

/**
 * Whether a language is English, in any of its forms (`en-GB`), as the template's words are. Read
 * from the tag's first part, so a tag that is no tag (`en_US`, which the content check names) is
 * an answer too, not an error.
 */
export function isEnglish(language: string): boolean {
  return /^en(?:-|$)/i.test(language);
}

/** The content's language as written in `<html lang>` and the web manifest: its canonical BCP 47 form. */
export function languageTag(language: string): string {
  return Intl.getCanonicalLocales(language)[0];
}

/**
 * Scripts written from right to left (ISO 15924 codes, as Unicode's bidirectional classes have them):
 * Arabic, Hebrew, Syriac, Thaana, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan, Yezidi and the
 * historic ones.
 */
const rightToLeftScripts = new Set(
  `Adlm Arab Aran Armi Avst Chrs Cprt Elym Gara Hatr Hebr Hung Khar Lydi Mand Mani Mend Merc Mero Narb
   Nbat Nkoo Orkh Ougr Palm Phli Phlp Phlv Phnx Prti Rohg Samr Sarb Sogd Sogo Syrc Syre Syrj Syrn Thaa
   Yezi`.split(/\s+/),
);

/**
 * The direction a language is written in, from its script: the tag's own (`az-Arab`) or the
 * language's likely one (`fa` → Arabic, `dv` → Thaana). Every engine has `Intl.Locale#maximize`;
 * `getTextInfo` is missing in Firefox, and Node's answers `ltr` for languages it has no layout data for.
 * The built site has its languages' directions from the build (builtLanguages.ts).
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return builtLanguages[language]?.direction ?? directionOf(language);
}

function directionOf(language: string): 'ltr' | 'rtl' {
  const { script } = new Intl.Locale(language).maximize();
  return script !== undefined && rightToLeftScripts.has(script) ? 'rtl' : 'ltr';
}

/**
 * The `<html>` element's language attributes: `lang`, and `dir` only for a right-to-left language
 * (left to right is the default, so a left-to-right page keeps its markup as it was).
 */
export function htmlLanguageAttributes(language: string): string {
  const lang = `lang="${languageTag(language)}"`;
  return textDirection(language) === 'rtl' ? `${lang} dir="rtl"` : lang;
}

/** The web manifest's language members: `lang`, and `dir` only for a right-to-left language. */
export function manifestLanguage(language: string): { lang: string; dir?: 'rtl' } {
  return textDirection(language) === 'rtl'
    ? { lang: languageTag(language), dir: 'rtl' }
    : { lang: languageTag(language) };
}

/**
 * A language's name in that language, capitalised as it writes it: `Português` (or `Português
 * (Brasil)` where another of the site's languages is Portuguese too).
 */
export function languageName(tag: string, languages: readonly string[]): string {
  return builtLanguages[tag]?.name ?? nameAmong(tag, languages);
}

function nameAmong(tag: string, languages: readonly string[]): string {
  const { language } = new Intl.Locale(tag);
  const shared = languages.some((other) => other !== tag && new Intl.Locale(other).language === language);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(shared ? tag : language) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** Each of `languages` (the site's) with its direction and its name among them: what the build writes into the app. */
export function languageFactsOf(languages: readonly string[]): Record<string, LanguageFacts> {
  return Object.fromEntries(
    languages.map((tag) => [tag, { direction: directionOf(tag), name: nameAmong(tag, languages) }]),
  );
}

/** Open Graph's `language_TERRITORY` form of a language (`en-GB` → `en_GB`; `fr` → `fr_FR`, its likely region). */
export function openGraphLocale(language: string): string {
  const { language: base, region } = new Intl.Locale(language).maximize();
  return region ? `${base}_${region}` : base;
}

/** The id a hobby is matched by across languages: its title's in the default language, as a project's. */
export function hobbyId(hobby: Pick<Hobby, 'title'>): string {
  return projectId(hobby.title);
}

/** The id an item of a list is matched by across languages: a project's, or a hobby's from its title. */
export function itemId(item: Record<string, unknown>): string {
  if (typeof item.id === 'string') return item.id;
  return idOf({ title: typeof item.title === 'string' ? item.title : '', slug: item.slug as string | undefined });
}

/**
 * Everything a visitor reads, in a further language: one file beside site.ts per language
 * (`site.pt-BR.ts`), listed in languages.ts, as contract.ts declares it. What is not words (pictures,
 * links, files) stays the default language's, and so does the owner's name unless the language
 * writes it otherwise. Projects and hobbies are matched to the default language's by their id there
 * (`projects['website-2-0']`), never by their place in the list.
 */
export type Translation = Text<Contract> & TranslationNotes;

/** A further language's file with every text given: a finished translation. */
export type WholeTranslation = Text<Contract, true> & TranslationNotes;

interface TranslationNotes {
  /**
   * Fields whose text is the same as the default language's on purpose (`projects.website-2-0.title`,
   * `layout.navigation.links.home`): the build warns about any other text left as it was.
   */
  shared?: string[];
}
