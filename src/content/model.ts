import { fillIn } from '../text/fillIn';
import { withoutOptionalMarks } from '../text/optionalMarks.mjs';
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
  /** The profile's address (https://), linked with `rel="me"`, or an e-mail address (`mailto:you@example.com`). */
  href: string;
  /**
   * The network's mark, drawn in the footer's colour: its name in simple-icons (`'github'`, `'mastodon'`;
   * https://simpleicons.org), or the path of an SVG of your own under `public/` (`'/images/icons/linkedin.svg'`),
   * of which only the shape shows.
   */
  icon: string;
}

export interface ResumeFileEntry {
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

/**
 * A language's name in that language, capitalised as it writes it: `Português` (or `Português
 * (Brasil)` where another of the site's languages is Portuguese too).
 */
export function languageName(tag: string, languages: readonly string[]): string {
  const { language } = new Intl.Locale(tag);
  const shared = languages.some((other) => other !== tag && new Intl.Locale(other).language === language);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(shared ? tag : language) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** Open Graph's `language_TERRITORY` form of a language (`en-GB` → `en_GB`; `fr` → `fr_FR`, its likely region). */
export function openGraphLocale(language: string): string {
  const { language: base, region } = new Intl.Locale(language).maximize();
  return region ? `${base}_${region}` : base;
}

/** The default language's content file: a translation gives its sections' words in another language. */
type DefaultSite = typeof import('./site');

/**
 * Everything a site file says, with the values derived from it: each project's id, the resume files'
 * names and types, and which language is the default, that every language's content carries.
 */
export function siteContentOf(site: DefaultSite) {
  return {
    ...site,
    projects: site.projects.map((entry): Project => ({ id: idOf(entry), ...entry })),
    resume: resumeSection(site.resume),
    defaultLanguage: site.language,
  };
}

/** The id a hobby is matched by across languages: its title's in the default language, as a project's. */
export function hobbyId(hobby: Pick<Hobby, 'title'>): string {
  return projectId(hobby.title);
}

/** A project's words in a further language; its image, link and code stay the default language's. */
export interface ProjectText {
  title: string;
  duration: string;
  description: string;
  /** Left out, the default language's (technology names read the same in most languages). */
  stack?: string;
}

export interface HobbyText {
  title: string;
  description: string;
}

/** A resume file's words; `href` only where this language has its own file (with its own name). */
export type ResumeFileText = Omit<ResumeFileEntry, 'href'> & { href?: string };

export interface ResumeText extends Omit<ResumeEntry, 'pdf' | 'word'> {
  pdf: ResumeFileText & { viewLabel: string };
  word: ResumeFileText;
}

/**
 * Everything a visitor reads, in a further language: one file beside site.ts per language
 * (`site.pt-BR.ts`), listed in languages.ts. What is not words (pictures, links, files) stays the
 * default language's, and so does the owner's name unless the language writes it otherwise. Projects and hobbies are matched to the default language's by
 * their id there (`projects['website-2-0']`), never by their place in the list.
 */
export interface Translation {
  layout: DefaultSite['layout'];
  owner: Pick<Owner, 'role' | 'summary'> & {
    /** The name as this language writes it (`Laila Haddad` beside `ليلى حداد`); left out, the default language's. */
    name?: string;
    graduation: Pick<Owner['graduation'], 'degree' | 'school'>;
    portrait: Pick<Image, 'alt'>;
  };
  home: DefaultSite['home'];
  resume: ResumeText;
  about: Omit<DefaultSite['about'], 'photo'> & { photo: Pick<Image, 'alt'> };
  hobbiesPage: DefaultSite['hobbiesPage'];
  /** By the hobby's id: its title in the default language as an address would write it (`cooking`). */
  hobbies: Record<string, HobbyText>;
  projectsPage: DefaultSite['projectsPage'];
  /** By the project's id, as in its address (`website-2-0`). */
  projects: Record<string, ProjectText>;
  footer: DefaultSite['footer'];
  pageMeta: DefaultSite['pageMeta'];
  notFound: DefaultSite['notFound'];
  errorPages: DefaultSite['errorPages'];
  /**
   * Fields whose text is the same as the default language's on purpose (`projects.website-2-0.title`,
   * `layout.navigation.links.home`): the build warns about any other text left as it was.
   */
  shared?: string[];
}
