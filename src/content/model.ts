import { fillIn } from '../text/fillIn';
import { plainText } from '../text/richText';

/** The shape of the content in `site.ts` and the values derived from it; `index.ts` joins the two. */

export interface Owner {
  name: string;
  firstName: string;
  role: string;
  graduation: { year: number; degree: string; school: string };
  /** One sentence that describes the site in search results and link previews. */
  summary: string;
  portrait: Image;
}

export interface Image {
  /** A path under `public/`. */
  src: string;
  alt: string;
}

export interface Hobby {
  title: string;
  description: string;
  image: string;
}

export interface ProjectEntry {
  title: string;
  /**
   * The project's own id in its address, `/Projects/<slug>`, instead of the one its title makes:
   * lowercase letters, marks and digits of any script between single hyphens (`my-app`, `ラーメン-2`).
   */
  slug?: string;
  image: string;
  duration: string;
  /** Comma-separated technologies. */
  stack: string;
  description: string;
  /** True when the source code is public at `link`. */
  code: boolean;
  /** URL of the source repository; empty string if there is none. */
  link: string;
}

export interface Project extends ProjectEntry {
  id: string;
}

export interface SocialLinkEntry {
  /** The network's name: the icon's text alternative and its tooltip. */
  name: string;
  href: string;
  icon: string;
}

interface ResumeFileEntry {
  /** Path under `public/`. */
  href: string;
  downloadLabel: string;
  /** The button that tries a failed download again. */
  retryLabel: string;
}

export interface ResumeFile extends ResumeFileEntry {
  format: 'PDF' | 'Word';
  fileName: string;
  mimeType: string;
}

export interface ResumeMessages {
  downloading: string;
  started: string;
  failed: string;
  reasons: { unreachable: string; status: string; timeout: string; unexpected: string };
}

export interface ResumeEntry {
  heading: string;
  pdf: ResumeFileEntry & { viewLabel: string };
  word: ResumeFileEntry;
  messages: ResumeMessages;
}

export interface PageMeta {
  title: string;
  description: string;
}

/** Each page's meta, by its name in the route table; a project's page adds its preview's alt text. */
export interface SitePageMeta {
  home: { description: string };
  about: { description: string };
  hobby: { description: string };
  projects: { description: string };
  project: { previewAlt: string };
  [page: string]: { title?: string; description?: string; previewAlt?: string };
}

/** What follows a link's name when it opens a new tab. */
export function newTabText(newTabNote: string): string {
  return ` ${newTabNote}`;
}

/**
 * The id a title makes: its letters, marks and digits in any script, lowercased, each run of anything
 * else (spaces, punctuation, symbols) one hyphen, none at either end. Composed (NFC) first, so the same
 * title typed either way makes the same id. `Website 2.0` → `website-2-0`, `Crème Brûlée` → `crème-brûlée`.
 */
export function projectId(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The id a project is selected by and addressed at: its own `slug` if it sets one, else its title's. */
export function idOf(entry: Pick<ProjectEntry, 'title' | 'slug'>): string {
  return entry.slug ?? projectId(entry.title);
}

const mimeTypes = {
  PDF: 'application/pdf',
  Word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

function resumeFile<Entry extends ResumeFileEntry>(format: ResumeFile['format'], entry: Entry): Entry & ResumeFile {
  return { ...entry, format, fileName: entry.href.slice(entry.href.lastIndexOf('/') + 1), mimeType: mimeTypes[format] };
}

export function resumeSection(entry: ResumeEntry) {
  return { ...entry, pdf: resumeFile('PDF', entry.pdf), word: resumeFile('Word', entry.word) };
}

export function projectPageMeta(project: Project, ownerName: string): PageMeta {
  return { title: `${project.title} · ${ownerName}`, description: plainText(project.description) };
}

export const yearPlaceholder = '{year}';

export function copyrightFor(template: string, year: number): string {
  return fillIn(template, { year });
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
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
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

/** Open Graph's `language_TERRITORY` form of a language (`en-GB` → `en_GB`; `fr` → `fr_FR`, its likely region). */
export function openGraphLocale(language: string): string {
  const { language: base, region } = new Intl.Locale(language).maximize();
  return region ? `${base}_${region}` : base;
}
