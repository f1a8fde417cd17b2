import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { connectInspectorIfAsked } from './inspector';
import { reportWebVitals } from './reportWebVitals';
import { routerBasename } from './routes/basePath';
import { resolveLazyRoutes } from './routes/resolveLazyRoutes';
import { routes } from './routes/routes';

/** Starts the app: hydrates the prerendered page, or renders it when there is none (development). */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to render into.');
  await connectInspectorIfAsked();

  const prerendered = root.hasChildNodes();
  if (prerendered) {
    await resolveLazyRoutes(routes, window.location.pathname, routerBasename);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes, { basename: routerBasename })} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Lets browser tests (and curious developers) know the page is interactive.
  requestAnimationFrame(() => {
    document.documentElement.dataset.app = 'ready';
  });

  // No callback: web-vitals is neither loaded nor run unless a reporter is passed here.
  void reportWebVitals();
}
