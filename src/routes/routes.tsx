import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { PageLoading } from '../pages/PageLoading';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import type { SiteContent } from '../content';
import { loadPage } from './pageCode';
import { addressesOf, projectMetaIn, projectRoute, type RouteEntry, type RouteHandle, routeTableFor } from './table';

/** Puts pages inside the site layout, with the error page in place of one that fails to load or render. */
export function withSiteLayout(pages: RouteObject[]): RouteObject[] {
  return [
    {
      Component: SiteLayout,
      // If the layout itself fails, still show the error page inside a fresh layout.
      errorElement: (
        <SiteLayout>
          <RouteErrorPage />
        </SiteLayout>
      ),
      children: [{ errorElement: <RouteErrorPage />, HydrateFallback: PageLoading, children: pages }],
    },
  ];
}

const pageRoute = (entry: RouteEntry, path: string, children?: RouteObject[]): RouteObject => ({
  path,
  lazy: async () => ({ Component: await loadPage(entry) }),
  handle: { entry } satisfies RouteHandle,
  children,
});

/** The site's routes, each page's handle in `content`'s language (its tab title, its name). */
export function routesFor(content: SiteContent): RouteObject[] {
  const table = routeTableFor(content);
  const { notFound: notFoundEntry, projects: projectsEntry, ...otherEntries } = table;
  return withSiteLayout([
    ...Object.values(otherEntries).flatMap((entry: RouteEntry) =>
      addressesOf(entry).map((path) => pageRoute(entry, path)),
    ),
    // A project's address: the Projects page shows it (over the grid, or as its own page) and stays mounted.
    pageRoute(projectsEntry, projectsEntry.path, [
      {
        path: projectRoute.path,
        element: null,
        handle: {
          entry: projectsEntry,
          meta: (params) => projectMetaIn(content, table, params.projectId),
        } satisfies RouteHandle,
      },
    ]),
    pageRoute(notFoundEntry, '*'),
  ]);
}
