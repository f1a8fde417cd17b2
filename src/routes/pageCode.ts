import type { ComponentType } from 'react';
import { type PageAddress, type PageKey, pageAddresses } from './table';

/**
 * Each page's code, loaded when the router shows it or the layout fetches it ahead. Apart from the
 * addresses (./table.ts), which the pages themselves read: a page's code never imports its own loader.
 */
const pageCode = {
  projects: () => import('../projects/ProjectsPage').then((module) => module.ProjectsPage),
  hobby: () => import('../pages/HobbyPage').then((module) => module.HobbyPage),
  home: () => import('../pages/HomePage').then((module) => module.HomePage),
  about: () => import('../pages/AboutPage').then((module) => module.AboutPage),
  notFound: () => import('../pages/NotFoundPage').then((module) => module.NotFoundPage),
} satisfies Record<PageKey, () => Promise<ComponentType>>;

const codeByPath = new Map(
  (Object.keys(pageAddresses) as PageKey[]).map((key) => [pageAddresses[key].path, pageCode[key]]),
);

/** The code of the page at `entry`'s address, in any language. */
export function loadPage(entry: PageAddress): Promise<ComponentType> {
  const load = codeByPath.get(entry.path);
  if (load === undefined) throw new Error(`No page's code is listed for ${entry.path} (src/routes/pageCode.ts).`);
  return load();
}
