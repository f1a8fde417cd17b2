import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { contentFor } from './content/contentFor';
import { loadLocaleDataWhenIdle } from './boot/localeData';
import { languageAt } from './boot/pageContent';
import { languageTag, textDirection } from './content/model';
import { ContentContext } from './hooks/useContent';
import { connectInspectorIfAsked } from './inspector';
import { NotFoundEntryContext } from './hooks/useShowsNotFound';
import { basePath, languageBasename } from './urls/basePath';
import { settleInitialAddress } from './routes/initialAddress';
import { routesFor } from './routes/routes';
import { otherAddressesOf, pagePathsOf } from './routes/table';

/** Starts the app: hydrates the prerendered page, or renders it when there is none (development). */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to render into.');
  await connectInspectorIfAsked();

  // Any language's content names every page (each knows every project's id in every language): the
  // address's, as it came, is the one index.tsx asked for already.
  const addressed = await contentFor(languageAt(window.location.pathname).tag);
  const initial = settleInitialAddress(
    window.location,
    root.dataset.route,
    basePath,
    pagePathsOf(addressed),
    otherAddressesOf(addressed),
  );
  if (initial.replaceWith !== null) window.history.replaceState(window.history.state, '', initial.replaceWith);
  // The page's language is its address's: a further language's pages live under its prefix.
  const language = languageAt(window.location.pathname);
  const content = await contentFor(language.tag);
  const html = document.documentElement;
  // A host with one 404 document (GitHub Pages) serves it in the default language at every address:
  // the page is drawn anew in the address's language rather than hydrated.
  const isInItsLanguage = html.lang === languageTag(content.language);
  if (!isInItsLanguage) {
    html.lang = languageTag(content.language);
    html.dir = textDirection(content.language);
    root.replaceChildren();
  }
  const prerendered = root.hasChildNodes();
  const router = createBrowserRouter(routesFor(content), { basename: languageBasename(language.prefix) });
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
      <ContentContext value={content}>
        <NotFoundEntryContext value={initial.servedNotFound ? router.state.location.key : null}>
          {/* Route changes render at once, not as a transition React may put off behind other work. */}
          <RouterProvider router={router} useTransitions={false} />
        </NotFoundEntryContext>
      </ContentContext>
    </StrictMode>
  );
  // Hydrating as a transition, as React Router's own client entry does, lets React yield to the
  // browser between parts of the page instead of holding the main thread for the whole of it.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // Before the parts of the page ask for their code ahead (their first effects), so it comes first.
  loadLocaleDataWhenIdle();
}
