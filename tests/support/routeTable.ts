/**
 * Every address the route table gives a page, with the tab title it shows: tests walk these instead
 * of writing the site's routes out, so a page added to the table is tested without an edit here.
 */
import { projects } from '../../src/content';
import { prerenderedPages } from '../../src/prerender/pages';

/** Each prerendered address but the 404 document, and one project's address standing for them all. */
export const tableAddresses = prerenderedPages
  .filter((page) => page.canonical !== null && (page.projectId === undefined || page.projectId === projects[0].id))
  .map(({ path, title }) => ({ path, title }));
