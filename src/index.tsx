import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { connectInspectorIfAsked } from './inspector';
import { reportWebVitals } from './reportWebVitals';
import { resolveLazyRoutes } from './routes/resolveLazyRoutes';
import { routes } from './routes/routes';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to render into.');
  await connectInspectorIfAsked();

  const prerendered = root.hasChildNodes();
  if (prerendered) await resolveLazyRoutes(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);

  // No callback: web-vitals is neither loaded nor run unless a reporter is passed here.
  void reportWebVitals();
}

void start();
