import { Activity, type ComponentType, useEffect, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { mayFetchAhead, whenIdle } from '../hooks/appStart';
import { loadPage } from '../routes/pageCode';
import { furtherLanguages, navigationPaths, type PageAddress, pageAt, shownPage } from '../routes/table';
import { routerPath } from '../urls/basePath';
import { languageOfPath } from '../urls/languages';

type LoadedPage = { entry: PageAddress; Page: ComponentType };

// A page whose code fails to arrive ahead is no loss: the router asks for it again on the tap.
const ignoreFailure = () => {};

/** The page a link leads to, in whichever of the site's languages: its router path inside the language's prefix. */
function pageOfLink(pathname: string): PageAddress | undefined {
  const path = routerPath(pathname);
  return path === undefined ? undefined : pageAt(languageOfPath(path, furtherLanguages).path);
}

const withPage = (entry: PageAddress, Page: ComponentType) => (loaded: LoadedPage[]) =>
  loaded.some((page) => page.entry === entry) ? loaded : [...loaded, { entry, Page }];

/**
 * Fetches the code of the navigation's pages when idle, and of a page whose link a pointer or focus
 * reaches, and renders each hidden as it arrives, so a tap finds its styles and first images ready.
 * Rendering them while idle keeps that work away from the moment the finger is down.
 */
export function PagesAhead() {
  const [pages, setPages] = useState<LoadedPage[]>([]);
  // By path: the page shown is its language's entry, the pages fetched ahead are addresses alone.
  const shownPath = shownPage(useMatches())?.entry.path;
  useEffect(() => {
    const fetchPage = (entry: PageAddress | undefined) =>
      entry && loadPage(entry).then((Page) => setPages(withPage(entry, Page)), ignoreFailure);
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.origin === window.location.origin && mayFetchAhead()) void fetchPage(pageOfLink(link.pathname));
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    const cancel = whenIdle(() => {
      for (const path of navigationPaths) void fetchPage(pageAt(path));
    });
    return () => {
      cancel();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return (
    <Activity mode="hidden">
      {pages.map(({ entry, Page }) => entry.path !== shownPath && <Page key={entry.path} />)}
    </Activity>
  );
}
