/**
 * The site's pages as the route table gives them: tests walk these instead of writing the routes,
 * titles and files out, so a page added to the table is tested without an edit here.
 */
import { projects } from '../../src/content';
import { prerenderedPages } from '../../src/prerender/pages';

/** Every page's address (an alias too) with its file, canonical address, tab title and description. */
export const tablePages = prerenderedPages
  .filter((page) => page.canonical !== null && page.projectId === undefined)
  .map(({ path, file, canonical, title, description }) => ({ path, file, canonical: canonical!, title, description }));

/** Every page's address, and one project's standing for them all, with the tab title it shows. */
export const tableAddresses = prerenderedPages
  .filter((page) => page.canonical !== null && (page.projectId === undefined || page.projectId === projects[0].id))
  .map(({ path, title }) => ({ path, title }));
