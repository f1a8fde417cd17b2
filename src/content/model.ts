import { fillIn } from '../text/fillIn';
import { plainText } from '../text/richText';

/**
 * The shape of the site's content and the values derived from it (project ids, resume file names,
 * link labels, the navigation). The owner edits only `site.ts`; `index.ts` joins the two.
 */

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
  /** Path of a file under `public/`; the build reads its size and makes smaller variants of photos. */
  src: string;
  alt: string;
}

export interface Hobby {
  title: string;
  /** A blank line starts a paragraph; `[text](https://…)` (or mailto:), or a bare http(s) address, is a link. */
  description: string;
  image: string;
}

/** A project as the owner writes it. */
export interface ProjectEntry {
  title: string;
  image: string;
  duration: string;
  /** Comma-separated technologies. */
  stack: string;
  /** A blank line starts a paragraph; `[text](https://…)` (or mailto:), or a bare http(s) address, is a link. */
  description: string;
  /** True when the source code is public at `link`. */
  code: boolean;
  /** URL of the source repository; empty string if there is none. */
  link: string;
}

export interface Project extends ProjectEntry {
  /** Stable id used to select the project; derived from the title. */
  id: string;
}

/** A footer link as the owner writes it. */
export interface SocialLinkEntry {
  /** The network's name: the icon's text alternative and its tooltip. */
  name: string;
  href: string;
  icon: string;
}

export interface SocialLink extends SocialLinkEntry {
  /** What the icon link is called, as a screen reader says it: the icon's name and the new-tab note. */
  label: string;
}

/** A resume file as the owner names it: where it is in `public/` and what its buttons say. */
export interface ResumeFileEntry {
  /** Path under `public/`. */
  href: string;
  /** The download button. */
  downloadLabel: string;
  /** The button that tries a failed download again. */
  retryLabel: string;
}

export interface ResumeFile extends ResumeFileEntry {
  format: 'PDF' | 'Word';
  /** Name the downloaded file is saved under. */
  fileName: string;
  mimeType: string;
}

/** What a resume download says; `{file}` is the file's name. */
export interface ResumeMessages {
  downloading: string;
  /** Said once the browser has been handed the file (the site cannot see it saved). */
  started: string;
  /** `{reason}` is one of `reasons`. */
  failed: string;
  reasons: {
    unreachable: string;
    /** `{status}` is the HTTP status the server answered with. */
    status: string;
    timeout: string;
    unexpected: string;
  };
}

/** The resume section as the owner writes it. */
export interface ResumeEntry {
  heading: string;
  pdf: ResumeFileEntry & { viewLabel: string };
  word: ResumeFileEntry;
  messages: ResumeMessages;
}

export interface PageMeta {
  /** Browser tab title. */
  title: string;
  /** Search result and link preview text. */
  description: string;
}

/** The names of the navigation's links, by the page's name in the route table (src/routes/table.ts). */
export type NavNames = Record<string, string>;

/** The words around every page: skip link, navigation, theme toggle, new-tab note, loading. */
export interface LayoutWords {
  skipLink: string;
  navigation: { label: string; links: NavNames };
  themeToggle: string;
  /** Said (not shown) after the name of a link that opens a new tab, after a space. */
  newTabNote: string;
  loading: string;
}

/** What a project's popup says besides the project's own fields; `{title}` is its title. */
export interface ProjectPopupWords {
  closeLabel: string;
  imageAlt: string;
  sourceLink: string;
  privateSource: string;
  privateSourceNote: string;
  durationLabel: string;
  stackLabel: string;
  descriptionLabel: string;
}

/**
 * Each page's search and preview text (and tab title, unless it follows from other content), by the
 * page's name in the route table; a project's address adds the alt text of its preview image.
 */
export interface SitePageMeta {
  home: { description: string };
  about: { description: string };
  hobby: { description: string };
  projects: { description: string };
  project: { previewAlt: string };
  [page: string]: { title?: string; description?: string; previewAlt?: string };
}

/**
 * Every page's tab title and description. The owner's name titles Home and About, and the Hobbies
 * and Projects pages their own headings' titles; the other pages' titles are written in `pageMeta`.
 */
export function pageMetaWithTitles<Meta extends SitePageMeta>(
  meta: Meta,
  titles: { ownerName: string; hobby: string; projects: string },
): Meta & Record<'home' | 'about' | 'hobby' | 'projects', PageMeta> {
  return {
    ...meta,
    home: { title: titles.ownerName, ...meta.home },
    about: { title: titles.ownerName, ...meta.about },
    hobby: { title: titles.hobby, ...meta.hobby },
    projects: { title: titles.projects, ...meta.projects },
  };
}

/** The text said after a link's name when it opens a new tab (`newTabNote`, after a space). */
export function newTabText(newTabNote: string): string {
  return ` ${newTabNote}`;
}

/** The id a project is selected by: its title as a lowercase slug ("Website 2.0" → "website-2-0"). */
export function projectId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function withIds(entries: readonly ProjectEntry[]): Project[] {
  return entries.map((entry) => ({ id: projectId(entry.title), ...entry }));
}

export function labelled(links: readonly SocialLinkEntry[], newTabNote: string): SocialLink[] {
  return links.map((link) => ({ ...link, label: `${link.name}${newTabText(newTabNote)}` }));
}

const mimeTypes = {
  PDF: 'application/pdf',
  Word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** A resume file as the app offers it: a download is saved under the file's own name. */
function resumeFile<Entry extends ResumeFileEntry>(format: ResumeFile['format'], entry: Entry): Entry & ResumeFile {
  const { href } = entry;
  return { ...entry, format, fileName: href.slice(href.lastIndexOf('/') + 1), mimeType: mimeTypes[format] };
}

/** The resume section as the app reads it: the two files in `public/` the owner names in `site.ts`. */
export function resumeSection(entry: ResumeEntry) {
  return { ...entry, pdf: resumeFile('PDF', entry.pdf), word: resumeFile('Word', entry.word) };
}

/** Tab title and description of a project's own address (the description as plain text). */
export function projectPageMeta(project: Project, ownerName: string): PageMeta {
  return { title: `${project.title} · ${ownerName}`, description: plainText(project.description) };
}

/** The year placeholder of the footer's copyright line. */
export const yearPlaceholder = '{year}';

/** The copyright line with the year filled in. */
export function copyrightFor(template: string, year: number): string {
  return fillIn(template, { year });
}
