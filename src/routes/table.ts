import type { Params, UIMatch } from 'react-router-dom';
import type { SiteContent } from '../content';
import { type PageMeta, pageIdIn, type Project, projectPageMeta } from '../content/model';
import { translations } from '../content/languages';
import { notFoundDocument, otherLanguageAddresses } from '../http/urlPolicy.mjs';
import { localPath, prefixIn } from '../urls/languages';

/** A page's address, the same in every language; its code is the router's (./pageCode.ts). */
export interface PageAddress {
  /** The page's own (canonical) address, below the base path. */
  path: string;
  /** An older address that shows the same page; prerendered too, with `path` as its canonical. */
  alias?: string;
  /**
   * The sections of the content that are the page's main content (contract.ts): where a further
   * language leaves any of their words out, the page is not named as being in that language (hreflang,
   * the sitemap), though it shows, with those words in the default language's.
   */
  content: readonly string[];
  /** The words of its h1, by their place in the content; the page shows them from its entry here. */
  headingWords: SectionWords;
}

/** Words one level inside a section of the content, by their place (`about.heading`). */
export type SectionWords = {
  [S in keyof SiteContent]: SiteContent[S] extends readonly unknown[]
    ? never
    : SiteContent[S] extends object
      ? `${S}.${Extract<keyof SiteContent[S], string>}`
      : never;
}[keyof SiteContent];

/** The words at `path` in `content`; none where the content has none (the content check says so, not this). */
function wordsAt(content: SiteContent, path: SectionWords): string {
  const [section, key] = path.split('.') as [keyof SiteContent, string];
  const value = (content[section] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
}

/** The site's pages, written once: the router, the prerender step, the navigation and the URL policy read them. */
export interface RouteEntry extends PageAddress, PageMeta {
  /** Its h1 (`headingWords` in the page's language): the page and the tests read it here. */
  heading: string;
  /** Its link's name in the navigation, which lists pages in this table's order. */
  navLabel?: string;
}

/**
 * The site's pages without their words, in the navigation's order: what the app needs before (or
 * without) any language's content. This module reads no content of its own, so the app's code never
 * carries the default language's words to a page in another (the build's and the tests' default
 * table: ./siteTable.ts).
 */
export const pageAddresses = {
  projects: {
    path: '/Projects',
    content: ['projectsPage', 'projects'],
    headingWords: 'projectsPage.heading',
  },
  hobby: {
    path: '/Hobby',
    content: ['hobbiesPage', 'hobbies'],
    headingWords: 'hobbiesPage.heading',
  },
  home: {
    path: '/',
    alias: '/Home',
    content: ['home'],
    headingWords: 'home.greeting',
  },
  about: {
    path: '/About',
    content: ['about'],
    headingWords: 'about.heading',
  },
  // Shown at every unknown address, and prerendered as the 404 document.
  notFound: {
    path: notFoundDocument.path,
    content: ['notFound'],
    headingWords: 'notFound.heading',
  },
} satisfies Record<string, PageAddress>;

/** A page of the table, by its key (`projects`, `about`). */
export type PageKey = keyof typeof pageAddresses;

/** The pages with the words of `content`'s language: titles, descriptions, the navigation's names. */
function tableFor(content: SiteContent) {
  const { hobbiesPage, layout, owner, pageMeta, projectsPage } = content;
  const page = <Address extends PageAddress>(address: Address) => ({
    ...address,
    heading: wordsAt(content, address.headingWords),
  });
  // A page's description, where the content gives none, is the owner's summary.
  const describedBy = (meta: { description?: string }) => ({ description: meta.description ?? owner.summary });
  return {
    projects: {
      ...page(pageAddresses.projects),
      title: projectsPage.title,
      ...describedBy(pageMeta.projects),
      navLabel: layout.navigation.links.projects,
    },
    hobby: {
      ...page(pageAddresses.hobby),
      title: hobbiesPage.title,
      ...describedBy(pageMeta.hobby),
      navLabel: layout.navigation.links.hobby,
    },
    home: {
      ...page(pageAddresses.home),
      title: owner.name,
      ...describedBy(pageMeta.home),
      navLabel: layout.navigation.links.home,
    },
    about: {
      ...page(pageAddresses.about),
      title: owner.name,
      ...describedBy(pageMeta.about),
      navLabel: layout.navigation.links.about,
    },
    notFound: { ...page(pageAddresses.notFound), ...pageMeta.notFound },
  } satisfies Record<PageKey, RouteEntry>;
}

export type RouteTable = ReturnType<typeof tableFor>;

const tables = new WeakMap<SiteContent, RouteTable>();

/** The pages in `content`'s language, made once per language. */
export function routeTableFor(content: SiteContent): RouteTable {
  let table = tables.get(content);
  if (table === undefined) tables.set(content, (table = tableFor(content)));
  return table;
}

/** The project whose page in `content`'s language is at `pageId` (`site-web-2` in French), if any. */
export const projectAt = (content: SiteContent, pageId: string | undefined): Project | undefined =>
  content.projects.find((project) => pageIdIn(project, content.language) === pageId);

/** A project's tab title and description in `content`'s language; an unknown id shows the 404 page, with its title. */
export function projectMetaIn(content: SiteContent, table: RouteTable, pageId: string | undefined): PageMeta {
  const project = projectAt(content, pageId);
  return project ? projectPageMeta(project, content.owner.name) : table.notFound;
}

export const projectRoute = {
  path: `${pageAddresses.projects.path}/:projectId`,
  /**
   * The address a link writes for a project's page id (`pageIdIn`), percent-encoded: the router hands
   * `:projectId` back decoded.
   */
  href: (pageId: string) => `${pageAddresses.projects.path}/${encodeURIComponent(pageId)}`,
  /** The address of `project`'s page in `language`, below that language's prefix. */
  hrefIn: (project: Project, language: string) => projectRoute.href(pageIdIn(project, language)),
  /** In the language of `content`. */
  meta: (pageId: string | undefined, content: SiteContent): PageMeta =>
    projectMetaIn(content, routeTableFor(content), pageId),
};

/** The site's further languages, by their BCP 47 tags (src/content/languages.ts); none when it speaks one. */
export const furtherLanguages: string[] = Object.keys(translations);

/** Every language of the site, the default language (site.ts's) first, as any language's content names it. */
export const siteLanguagesOf = (content: SiteContent): string[] => [content.defaultLanguage, ...furtherLanguages];

/** A route's `handle`: the page it shows, and its own meta if it has one. */
export interface RouteHandle {
  entry: RouteEntry;
  meta?: (params: Params) => PageMeta;
}

const addresses: PageAddress[] = Object.values(pageAddresses);

export const addressesOf = (entry: PageAddress) =>
  entry.alias === undefined ? [entry.path] : [entry.path, entry.alias];

/** The page at a router path, if any: a project's address shows the Projects page. */
export const pageAt = (path: string | undefined): PageAddress | undefined =>
  addresses.find((entry) => path !== undefined && addressesOf(entry).includes(path)) ??
  (path?.startsWith(`${pageAddresses.projects.path}/`) ? pageAddresses.projects : undefined);

/** Where the navigation links a page: the home page at `/Home`, as the site always has. */
export const navHref = (entry: PageAddress) => entry.alias ?? entry.path;

/** The navigation's links, in the table's order, named in its language. */
export const navigationOf = (table: RouteTable) =>
  Object.values(table).flatMap((entry: RouteEntry) =>
    entry.navLabel === undefined ? [] : [{ name: entry.navLabel, href: navHref(entry) }],
  );

/**
 * Every address the URL policy answers with a page, in each language. Any language's content gives
 * the same: each knows every project's id in every language (`slugs`).
 */
export const pagePathsOf = (content: SiteContent): string[] =>
  siteLanguagesOf(content).flatMap((language) =>
    [
      ...Object.values(pageAddresses).flatMap((entry) => (entry === pageAddresses.notFound ? [] : addressesOf(entry))),
      ...content.projects.map((project) => projectRoute.hrefIn(project, language)),
    ].map((path) => localPath(prefixIn(language, content.defaultLanguage), path)),
  );

/** Each project's page in every language, by its path in each (its `hreflang` set). */
const projectVersionsOf = (content: SiteContent): string[][] =>
  content.projects.map((project) =>
    siteLanguagesOf(content).map((language) =>
      localPath(prefixIn(language, content.defaultLanguage), projectRoute.hrefIn(project, language)),
    ),
  );

/**
 * The other addresses the URL policy redirects to a page (a project's page in one language at its id
 * in another, `otherLanguageAddresses`), from any language's content.
 */
export const otherAddressesOf = (content: SiteContent): Record<string, string> =>
  otherLanguageAddresses(pagePathsOf(content), projectVersionsOf(content));

/**
 * The same page in `language` as the router's `path` in `content`'s (`/Projects/site-web-2` in French
 * → `/Projects/website-2-0` in English), below that language's prefix: a project's page at its id
 * there, any other page at its own path.
 */
export function samePathIn(content: SiteContent, path: string, language: string): string {
  const projectsPath = `${pageAddresses.projects.path}/`;
  if (!path.startsWith(projectsPath)) return path;
  let pageId: string;
  try {
    pageId = decodeURIComponent(path.slice(projectsPath.length));
  } catch {
    return path;
  }
  const project = projectAt(content, pageId);
  return project ? projectRoute.hrefIn(project, language) : path;
}

/** The addresses the navigation links, in its order, whatever the language. */
export const navigationPaths: string[] = Object.values(pageAddresses).flatMap((entry: PageAddress) =>
  entry === pageAddresses.notFound ? [] : [navHref(entry)],
);

const hasPage = (match: UIMatch): match is UIMatch<unknown, RouteHandle> =>
  typeof match.handle === 'object' && match.handle !== null && 'entry' in match.handle;

/** The page `useMatches()` shows: its entry (a project's is the Projects page's) and its meta. */
export function shownPage(matches: UIMatch[]): { entry: RouteEntry; meta: PageMeta } | undefined {
  const pageMatches = matches.filter(hasPage);
  const [outer, inner] = [pageMatches[0], pageMatches.at(-1)];
  if (!outer || !inner) return undefined;
  return { entry: outer.handle.entry, meta: inner.handle.meta?.(inner.params) ?? inner.handle.entry };
}
