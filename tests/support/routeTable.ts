/**
 * The site's pages as the route table gives them: tests walk these instead of writing the routes,
 * titles and files out, so a page added to the table is tested without an edit here.
 */
import { about, hobbiesPage, home, notFound, projects, projectsPage } from '../../src/content';
import { prerenderedPages } from '../../src/prerender/pages';
import { routeTable } from '../../src/routes/siteTable';

/** Every page's address (an alias too) with its file, canonical address, tab title and description. */
export const tablePages = prerenderedPages
  .filter((page) => page.canonical !== null && page.projectId === undefined)
  .map(({ path, file, canonical, title, description }) => ({ path, file, canonical: canonical!, title, description }));

/** Every page's address, and one project's standing for them all, with the tab title it shows. */
export const tableAddresses = prerenderedPages
  .filter((page) => page.canonical !== null && (page.projectId === undefined || page.projectId === projects[0].id))
  .map(({ path, title }) => ({ path, title }));

/** The h1 of each of the sample's pages; a page without one here is checked for a single h1 of any words. */
export const sampleHeadings: Record<string, string> = {
  [routeTable.home.path]: home.greeting,
  [routeTable.about.path]: about.heading,
  [routeTable.hobby.path]: hobbiesPage.heading,
  [routeTable.projects.path]: projectsPage.heading,
};

/** An address no page has: it shows the 404 page. */
export const unknownPath = '/nope';

/** Every page once at its own address, and an unknown one (the 404 page): its h1, tab title and status. */
export const visitedPages: { path: string; heading: string | undefined; title: string; status: number }[] = [
  ...tablePages
    .filter((page) => page.path === page.canonical)
    .map(({ path, title }) => ({ path, heading: sampleHeadings[path], title, status: 200 })),
  { path: unknownPath, heading: notFound.heading, title: routeTable.notFound.title, status: 404 },
];
