import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { siteContent } from './content';
import { ContentContext } from './hooks/useContent';
import { connectInspectorIfAsked } from './inspector';
import { NotFoundEntryContext } from './hooks/useShowsNotFound';
import { basePath, routerBasename } from './urls/basePath';
import { settleInitialAddress } from './routes/initialAddress';
import { routesFor } from './routes/routes';

/** Starts the app: hydrates the prerendered page, or renders it when there is none (development). */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to render into.');
  await connectInspectorIfAsked();

  const prerendered = root.hasChildNodes();
  const initial = settleInitialAddress(window.location, root.dataset.route, basePath);
  if (initial.replaceWith !== null) window.history.replaceState(window.history.state, '', initial.replaceWith);
  const router = createBrowserRouter(routesFor(siteContent), { basename: routerBasename });
  if (prerendered) {
    // The router loads the shown page's code before it counts as initialized; hydrating only then
    // draws the page the HTML holds instead of the loading state.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
    // Hydrating in a task of its own keeps it apart from the router's work, so no one task is long.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const app = (
    <StrictMode>
      <ContentContext value={siteContent}>
        <NotFoundEntryContext value={initial.servedNotFound ? router.state.location.key : null}>
          {/* Route changes render at once, not as a transition React may put off behind other work. */}
          <RouterProvider router={router} useTransitions={false} />
        </NotFoundEntryContext>
      </ContentContext>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
