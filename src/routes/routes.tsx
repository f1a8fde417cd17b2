import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../pages/PageLoading';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { ProjectAddress } from '../projects/ProjectAddress';
import { paths } from '../urls/paths';

/**
 * Puts pages inside the site layout, with the friendly error page in place of any page that fails
 * to load or render, so navigation and footer stay on screen.
 */
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

const homePage = async () => ({ Component: (await import('../pages/HomePage')).HomePage });

/** The site's routes; each page's code loads only when the page is visited. */
export const routes: RouteObject[] = withSiteLayout([
  { index: true, lazy: homePage },
  { path: paths.home.path, lazy: homePage },
  { path: paths.about.path, lazy: async () => ({ Component: (await import('../pages/AboutPage')).AboutPage }) },
  { path: paths.hobby.path, lazy: async () => ({ Component: (await import('../pages/HobbyPage')).HobbyPage }) },
  {
    path: paths.projects.path,
    lazy: async () => ({ Component: (await import('../projects/ProjectsPage')).ProjectsPage }),
    // A project's address (projectPath): the Projects page draws its popup, and stays in place as
    // the address changes.
    children: [{ path: ':projectId', Component: ProjectAddress }],
  },
  { path: '*', Component: NotFoundPage },
]);
