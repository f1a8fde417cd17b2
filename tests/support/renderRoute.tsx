import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { siteContent } from '../../src/content';
import { ContentContext } from '../../src/hooks/useContent';
import { routesFor } from '../../src/routes/routes';

export interface RenderRouteOptions {
  routes?: RouteObject[];
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** Renders the real app (layout, router, machines) at `path`, waiting for the page's lazy code. */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const router = createMemoryRouter(options.routes ?? routesFor(siteContent), { initialEntries: [path] });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <ContentContext value={siteContent}>
      <RouterProvider router={router} />
    </ContentContext>,
  );
  // Hidden too: at a project's address the popup hides the page from assistive technology.
  await screen.findByRole('heading', { level: 1, hidden: true });
  return { ...view, router, user };
}
