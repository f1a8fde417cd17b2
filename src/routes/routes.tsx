import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { PageLoading } from '../pages/PageLoading';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { addressesOf, projectRoute, type RouteEntry, type RouteHandle, routeTable } from './table';

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
  lazy: async () => ({ Component: await entry.page() }),
  handle: { entry } satisfies RouteHandle,
  children,
});

const { notFound: notFoundEntry, projects: projectsEntry, ...otherEntries } = routeTable;

export const routes: RouteObject[] = withSiteLayout([
  ...Object.values(otherEntries).flatMap((entry: RouteEntry) =>
    addressesOf(entry).map((path) => pageRoute(entry, path)),
  ),
  // A project's address: the Projects page shows it (over the grid, or as its own page) and stays mounted.
  pageRoute(projectsEntry, projectsEntry.path, [
    {
      path: projectRoute.path,
      element: null,
      handle: { entry: projectsEntry, meta: (params) => projectRoute.meta(params.projectId) } satisfies RouteHandle,
    },
  ]),
  pageRoute(notFoundEntry, '*'),
]);
