import { paths } from '../urls/paths';

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

export interface NavItem {
  name: string;
  href: string;
}

export interface Hobby {
  title: string;
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

export interface ResumeFile {
  format: 'PDF' | 'Word';
  /** Path under `public/`. */
  href: string;
  /** Name the downloaded file is saved under. */
  fileName: string;
  mimeType: string;
}

export interface PageMeta {
  /** Browser tab title. */
  title: string;
  /** Search result and link preview text. */
  description: string;
}

/** Said (not shown) after the name of a link that opens a new tab. */
export const newTabNote = ' (opens in a new tab)';

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

export function labelled(links: readonly SocialLinkEntry[]): SocialLink[] {
  return links.map((link) => ({ ...link, label: `${link.name}${newTabNote}` }));
}

/** Where the owner's resume files are, as paths under `public/`. */
export interface ResumeEntry {
  pdf: { href: string };
  word: { href: string };
}

const mimeTypes = {
  PDF: 'application/pdf',
  Word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** A resume file as the app offers it: a download is saved under the file's own name. */
function resumeFile(format: ResumeFile['format'], href: string): ResumeFile {
  return { format, href, fileName: href.slice(href.lastIndexOf('/') + 1), mimeType: mimeTypes[format] };
}

/** The two resume files in `public/` the owner names in `site.ts`. */
export function resumeFiles(entry: ResumeEntry): { pdf: ResumeFile; word: ResumeFile } {
  return { pdf: resumeFile('PDF', entry.pdf.href), word: resumeFile('Word', entry.word.href) };
}

/** Tab title and description of a project's own address. */
export function projectPageMeta(project: Project, ownerName: string): PageMeta {
  return { title: `${project.title} · ${ownerName}`, description: project.description };
}

/** The navigation, in the order the header shows it. */
export const navItems: NavItem[] = [
  { name: 'Projects', href: paths.projects.getHref() },
  { name: 'Hobby', href: paths.hobby.getHref() },
  { name: 'Home', href: paths.home.getHref() },
  { name: 'About', href: paths.about.getHref() },
];

/** The year placeholder of the footer's copyright line. */
export const yearPlaceholder = '{year}';

/** The copyright line with the year filled in. */
export function copyrightFor(template: string, year: number): string {
  return template.replaceAll(yearPlaceholder, String(year));
}
