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

const pageRoute = (page: RouteEntry, path: string, children?: RouteObject[]): RouteObject => ({
  path,
  lazy: async () => ({ Component: await page.page() }),
  handle: { page } satisfies RouteHandle,
  children,
});

const { notFound, projects, ...pages } = routeTable;

export const routes: RouteObject[] = withSiteLayout([
  ...Object.values(pages).flatMap((page: RouteEntry) => addressesOf(page).map((path) => pageRoute(page, path))),
  // A project's address: the Projects page shows it (over the grid, or as its own page) and stays mounted.
  pageRoute(projects, projects.path, [
    {
      path: projectRoute.path,
      element: null,
      handle: { page: projects, meta: (params) => projectRoute.meta(params.projectId) } satisfies RouteHandle,
    },
  ]),
  pageRoute(notFound, '*'),
]);
