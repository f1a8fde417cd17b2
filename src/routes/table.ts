import type { ComponentType } from 'react';
import type { Params, UIMatch } from 'react-router-dom';
import { type SiteContent, siteContent } from '../content';
import { type PageMeta, projectPageMeta } from '../content/model';
import { translations } from '../content/languages';
import { notFoundDocument } from '../http/urlPolicy.mjs';
import { languagePrefix, localPath } from '../urls/languages';

/** The site's pages, written once: the router, the prerender step, the navigation and the URL policy read them. */
export interface RouteEntry extends PageMeta {
  /** The page's own (canonical) address, below the base path. */
  path: string;
  /** An older address that shows the same page; prerendered too, with `path` as its canonical. */
  alias?: string;
  page: () => Promise<ComponentType>;
  /** Its link's name in the navigation, which lists pages in this table's order. */
  navLabel?: string;
}

/** The pages with the words of `content`'s language: titles, descriptions, the navigation's names. */
function tableFor(content: SiteContent) {
  const { hobbiesPage, layout, owner, pageMeta, projectsPage } = content;
  return {
    projects: {
      path: '/Projects',
      page: () => import('../projects/ProjectsPage').then((module) => module.ProjectsPage),
      title: projectsPage.title,
      ...pageMeta.projects,
      navLabel: layout.navigation.links.projects,
    },
    hobby: {
      path: '/Hobby',
      page: () => import('../pages/HobbyPage').then((module) => module.HobbyPage),
      title: hobbiesPage.title,
      ...pageMeta.hobby,
      navLabel: layout.navigation.links.hobby,
    },
    home: {
      path: '/',
      alias: '/Home',
      page: () => import('../pages/HomePage').then((module) => module.HomePage),
      title: owner.name,
      ...pageMeta.home,
      navLabel: layout.navigation.links.home,
    },
    about: {
      path: '/About',
      page: () => import('../pages/AboutPage').then((module) => module.AboutPage),
      title: owner.name,
      ...pageMeta.about,
      navLabel: layout.navigation.links.about,
    },
    // Shown at every unknown address, and prerendered as the 404 document.
    notFound: {
      path: notFoundDocument.path,
      page: () => import('../pages/NotFoundPage').then((module) => module.NotFoundPage),
      ...pageMeta.notFound,
    },
  } satisfies Record<string, RouteEntry>;
}

export type RouteTable = ReturnType<typeof tableFor>;

const tables = new WeakMap<SiteContent, RouteTable>();

/** The pages in `content`'s language, made once per language. */
export function routeTableFor(content: SiteContent): RouteTable {
  let table = tables.get(content);
  if (table === undefined) tables.set(content, (table = tableFor(content)));
  return table;
}

/** The default language's pages: the build's and the tests'. A view takes its language's from `useRouteTable()`. */
export const routeTable: RouteTable = routeTableFor(siteContent);

/** A project's tab title and description in `content`'s language; an unknown id shows the 404 page, with its title. */
export function projectMetaIn(content: SiteContent, table: RouteTable, projectId: string | undefined): PageMeta {
  const project = content.projects.find((candidate) => candidate.id === projectId);
  return project ? projectPageMeta(project, content.owner.name) : table.notFound;
}

export const projectRoute = {
  path: `${routeTable.projects.path}/:projectId`,
  /** The address a link writes, percent-encoded: the router hands `:projectId` back decoded. */
  href: (projectId: string) => `${routeTable.projects.path}/${encodeURIComponent(projectId)}`,
  /** In the language of `content`, the default language's unless given. */
  meta: (projectId: string | undefined, content: SiteContent = siteContent): PageMeta =>
    projectMetaIn(content, routeTableFor(content), projectId),
};

/** The site's further languages, by their BCP 47 tags (src/content/languages.ts); none when it speaks one. */
export const furtherLanguages: string[] = Object.keys(translations);

/** Every language of the site, the default language (site.ts's) first. */
export const siteLanguages: string[] = [siteContent.language, ...furtherLanguages];

/** A route's `handle`: the page it shows, and its own meta if it has one. */
export interface RouteHandle {
  entry: RouteEntry;
  meta?: (params: Params) => PageMeta;
}

const entries: RouteEntry[] = Object.values(routeTable);

export const addressesOf = (entry: RouteEntry) =>
  entry.alias === undefined ? [entry.path] : [entry.path, entry.alias];

/** The entry of the page at a router path, if any: a project's address shows the Projects page. */
export const entryAt = (path: string | undefined) =>
  entries.find((entry) => path !== undefined && addressesOf(entry).includes(path)) ??
  (path?.startsWith(`${routeTable.projects.path}/`) ? routeTable.projects : undefined);

/** Where the navigation links a page: the home page at `/Home`, as the site always has. */
export const navHref = (entry: RouteEntry) => entry.alias ?? entry.path;

/** The navigation's links, in the table's order, named in its language. */
export const navigationOf = (table: RouteTable) =>
  Object.values(table).flatMap((entry: RouteEntry) =>
    entry.navLabel === undefined ? [] : [{ name: entry.navLabel, href: navHref(entry) }],
  );

/** The default language's navigation. */
export const navigation = navigationOf(routeTable);

/** Every address the URL policy answers with a page, in each language. */
export const pagePaths: string[] = ['', ...furtherLanguages.map(languagePrefix)].flatMap((prefix) =>
  [
    ...entries.flatMap((entry) => (entry === routeTable.notFound ? [] : addressesOf(entry))),
    ...siteContent.projects.map((project) => projectRoute.href(project.id)),
  ].map((path) => localPath(prefix, path)),
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
