import { siteContent } from '../content';
import { contentFor } from '../content/contentFor';
import { navigationOf, otherAddressesOf, pagePathsOf, type RouteTable, routeTableFor, siteLanguagesOf } from './table';

// The default language's pages, for the build, the server's URL policy and the tests: these read the
// default language's content module. The app takes its language's table from `useRouteTable()`.

/** The default language's pages. */
export const routeTable: RouteTable = routeTableFor(siteContent);

/** The default language's navigation. */
export const navigation = navigationOf(routeTable);

/** Every language of the site, the default language (site.ts's) first. */
export const siteLanguages: string[] = siteLanguagesOf(siteContent);

/**
 * Every address the URL policy answers with a page, in each language, and the other addresses it
 * redirects to one: each further language's own slugs come with its file (src/content/contentFor.ts).
 */
export async function sitePages(): Promise<{ pages: string[]; otherAddresses: Record<string, string> }> {
  const content = await contentFor(undefined);
  return { pages: pagePathsOf(content), otherAddresses: otherAddressesOf(content) };
}
