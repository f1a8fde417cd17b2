import { lazy, Suspense, useEffect, useState } from 'react';
import { appReady, mayFetchAhead } from '../hooks/whenIdle';

// Only where the site has more than one language, once the app is ready: never in the first load.
const LanguageNotice = lazy(() =>
  import('../components/LanguageNotice').then((module) => ({ default: module.LanguageNotice })),
);

// Its code is fetched ahead too: once the app is ready, not on the first load.
const PagesAhead = lazy(() => import('./PagesAhead').then((module) => ({ default: module.PagesAhead })));

/**
 * What the app adds once it is ready, unless Data Saver is on or the connection is 2G, since no
 * visitor asked for it: the pages ahead, and where the site has several languages, the language
 * offer (its code and words). A component of its own, so that becoming ready renders it alone, not
 * the layout and the page around it.
 */
export function FetchedAhead({ languages }: { languages: string[] }) {
  const [mayFetch, setMayFetch] = useState(false);
  useEffect(() => void appReady.then(() => setMayFetch(mayFetchAhead())), []);
  if (!mayFetch) return null;
  return (
    <>
      <Suspense>
        <PagesAhead />
      </Suspense>
      {languages.length > 1 && (
        <Suspense>
          <LanguageNotice languages={languages} />
        </Suspense>
      )}
    </>
  );
}
