import { siteContent } from '../content';
import { navigationOf, pagePathsOf, type RouteTable, routeTableFor, siteLanguagesOf } from './table';

// The default language's pages, for the build, the server's URL policy and the tests: these read the
// default language's content module. The app takes its language's table from `useRouteTable()`.

/** The default language's pages. */
export const routeTable: RouteTable = routeTableFor(siteContent);

/** The default language's navigation. */
export const navigation = navigationOf(routeTable);

/** Every language of the site, the default language (site.ts's) first. */
export const siteLanguages: string[] = siteLanguagesOf(siteContent);

/** Every address the URL policy answers with a page, in each language. */
export const pagePaths: string[] = pagePathsOf(siteContent);
