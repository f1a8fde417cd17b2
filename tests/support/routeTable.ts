/**
 * The site's pages as the route table gives them: tests walk these instead of writing the routes,
 * titles and files out, so a page added to the table is tested without an edit here.
 */
import { projects } from '../../src/content';
import { prerenderedPages } from '../../src/prerender/pages';
import { routeTable } from '../../src/routes/siteTable';
import { addressesOf, projectRoute, type RouteEntry, type RouteTable } from '../../src/routes/table';

/** Every page's address (an alias too) with its file, canonical address, tab title and description. */
export const tablePages = prerenderedPages
  .filter((page) => page.canonical !== null && page.projectId === undefined)
  .map(({ path, file, canonical, title, description }) => ({ path, file, canonical: canonical!, title, description }));

/** Every page of the route table, once, a project's own page and the 404 page. */
export const routePaths = [
  ...new Set(tablePages.map((page) => page.canonical)),
  projectRoute.href(projects[0].id),
  '/nope',
];

/** Every page's address, and one project's standing for them all, with the tab title it shows. */
export const tableAddresses = prerenderedPages
  .filter((page) => page.canonical !== null && (page.projectId === undefined || page.projectId === projects[0].id))
  .map(({ path, title }) => ({ path, title }));

/** The h1 of the page at `path` (an alias too) in `table`'s language: the 404 page's at an unknown address. */
export function headingAt(table: RouteTable, path: string): string {
  const entry = Object.values(table).find((candidate: RouteEntry) => addressesOf(candidate).includes(path));
  return (entry ?? table.notFound).heading;
}

/** An address no page has: it shows the 404 page. */
export const unknownPath = '/nope';

/** Every page once at its own address, and an unknown one (the 404 page): its h1, tab title and status. */
export const visitedPages: { path: string; heading: string; title: string; status: number }[] = [
  ...tablePages
    .filter((page) => page.path === page.canonical)
    .map(({ path, title }) => ({ path, heading: headingAt(routeTable, path), title, status: 200 })),
  { path: unknownPath, heading: routeTable.notFound.heading, title: routeTable.notFound.title, status: 404 },
];
