import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { type SiteContent, siteContent } from '../../src/content';
import { ContentContext } from '../../src/hooks/useContent';
import { routesFor } from '../../src/routes/routes';

export interface RenderRouteOptions {
  routes?: RouteObject[];
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
  /** Content of the test's own, in place of the site's. */
  content?: SiteContent;
}

/** Renders the real app (layout, router, machines) at `path`, waiting for the page's lazy code. */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const { content = siteContent } = options;
  const router = createMemoryRouter(options.routes ?? routesFor(content), { initialEntries: [path] });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <ContentContext value={content}>
      <RouterProvider router={router} />
    </ContentContext>,
  );
  // Hidden too: at a project's address the popup hides the page from assistive technology. A page's
  // code is compiled on its first import, which on a busy machine outlasts the usual 5 s wait.
  await screen.findByRole('heading', { level: 1, hidden: true }, { timeout: 20_000 });
  return { ...view, router, user };
}
