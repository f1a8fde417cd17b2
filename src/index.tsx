import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { connectInspectorIfAsked } from './inspector';
import { reportWebVitals } from './reportWebVitals';
import { routes } from './routes/routes';

async function start() {
  await connectInspectorIfAsked();
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to render into.');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // No callback: web-vitals is neither loaded nor run unless a reporter is passed here.
  void reportWebVitals();
}

void start();
