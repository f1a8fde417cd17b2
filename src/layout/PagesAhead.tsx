import { Activity, type ComponentType, useEffect, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { mayFetchAhead, whenIdle } from '../hooks/whenIdle';
import { entryAt, navigation, type RouteEntry, shownPage } from '../routes/table';
import { routerPath } from '../urls/basePath';

type LoadedPage = { entry: RouteEntry; Page: ComponentType };

/**
 * Fetches pages before the visitor goes there: the navigation's code once the page is idle; a page a
 * pointer or focus reaches the link of is also rendered hidden (React's Activity), so a tap finds its
 * styles written and its first-screen images (the eager ones) in the cache. Only intent renders:
 * rendering every linked page when idle competes with the shown page's own first tap.
 */
export function PagesAhead() {
  const [pages, setPages] = useState<LoadedPage[]>([]);
  const shown = shownPage(useMatches())?.entry;
  useEffect(() => {
    const fetchPage = (entry: RouteEntry | undefined) =>
      entry?.page().then(
        (Page) =>
          setPages((loaded) => (loaded.some((page) => page.entry === entry) ? loaded : [...loaded, { entry, Page }])),
        () => {}, // The router tries again on the tap.
      );
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.origin === window.location.origin && mayFetchAhead())
        void fetchPage(entryAt(routerPath(link.pathname)));
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    const cancel = whenIdle(() =>
      navigation.forEach(
        (item) =>
          void entryAt(item.href)
            ?.page()
            .catch(() => {}),
      ),
    );
    return () => {
      cancel();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return (
    <Activity mode="hidden">{pages.map(({ entry, Page }) => entry !== shown && <Page key={entry.path} />)}</Activity>
  );
}
