import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../pages/PageLoading';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { paths } from './paths';

const homePage = async () => ({ Component: (await import('../pages/HomePage')).HomePage });

/** The site's routes; each page's code loads only when the page is visited. */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    // If the layout itself fails, still show the friendly error page inside a fresh layout.
    errorElement: (
      <SiteLayout>
        <RouteErrorPage />
      </SiteLayout>
    ),
    children: [
      {
        errorElement: <RouteErrorPage />,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: homePage },
          { path: paths.home.path, lazy: homePage },
          {
            path: paths.about.path,
            lazy: async () => ({ Component: (await import('../pages/AboutPage')).AboutPage }),
          },
          {
            path: paths.hobby.path,
            lazy: async () => ({ Component: (await import('../pages/HobbyPage')).HobbyPage }),
          },
          {
            path: paths.projects.path,
            lazy: async () => ({ Component: (await import('../pages/ProjectsPage')).ProjectsPage }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
