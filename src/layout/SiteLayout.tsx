import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useContent } from '../hooks/useContent';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { mayFetchAhead, whenAppReady } from '../hooks/appStart';
import { siteLanguagesOf } from '../routes/table';
import { globalStyles } from '../styles/globalStyles';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HydratedMark } from './HydratedMark';
import { PageChange } from './PageChange';
import { RouteTitle } from './RouteTitle';
import { Words } from '../components/ui/Words';
import { useLanguageOf } from '../hooks/useLanguageOf';

// Only where the site has more than one language, once the app is ready: never in the first load.
const LanguageNotice = lazy(() =>
  import('../components/LanguageNotice').then((module) => ({ default: module.LanguageNotice })),
);

// Its code is fetched ahead too: once the app is ready, not on the first load.
const PagesAhead = lazy(() => import('./PagesAhead').then((module) => ({ default: module.PagesAhead })));

const SkipLink = styled('a', {
  position: 'absolute',
  top: '$2',
  insetInlineStart: '$2',
  zIndex: '$skipLink',
  padding: '$3 $4',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$link',
  fontWeight: '$bold',
  transform: 'translateY(-200%)',
  '&:focus': {
    transform: 'none',
    // It appears over the dark header.
    outline: '3px solid $focusRingOnChrome',
    outlineOffset: '2px',
  },
});

const Shell = styled('div', { display: 'flex', flexDirection: 'column', minHeight: '100vh' });

const Main = styled('main', { flex: 1, paddingTop: '$8', outline: 'none' });

/** Header above and footer below every page; `children` replaces the matched route. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const content = useContent();
  const { errorPages, layout } = content;
  // The notice's words, its text and its button, as one language: the template's, or the site's.
  const bootWords = useLanguageOf()('errorPages.appNotStarted');
  const siteLanguages = siteLanguagesOf(content);
  globalStyles();
  const showsNotFound = useShowsNotFound();
  const page = children ?? (showsNotFound ? <NotFoundPage /> : <Outlet />);
  // Once the app is ready, unless Data Saver is on or the connection is 2G: what no visitor asked
  // for, the pages ahead and the language offer (its code and words), is fetched then.
  const [mayFetch, setMayFetch] = useState(false);
  useEffect(() => void whenAppReady().then(() => setMayFetch(mayFetchAhead())), []);
  return (
    <>
      <Shell>
        <SkipLink href="#main">
          <Words path="layout.skipLink">{layout.skipLink}</Words>
        </SkipLink>
        {/* Each boundary hydrates in its own short task, so the main thread never blocks for long. */}
        <Suspense>
          <SiteHeader />
          <HydratedMark part="header" />
        </Suspense>
        {/* The words of the notice shown when the app cannot start, which has only the page to read them from. */}
        <Main
          id="main"
          tabIndex={-1}
          data-app-not-started={errorPages.appNotStarted}
          data-reload-button={errorPages.reloadButton}
          data-words-lang={bootWords.lang}
          data-words-dir={bootWords.dir}
        >
          <Suspense>
            {page}
            <HydratedMark part="page" />
          </Suspense>
        </Main>
        <Suspense>
          <SiteFooter />
          <HydratedMark part="footer" />
        </Suspense>
      </Shell>
      {mayFetch && (
        <Suspense>
          <PagesAhead />
        </Suspense>
      )}
      {mayFetch && siteLanguages.length > 1 && (
        <Suspense>
          <LanguageNotice languages={siteLanguages} />
        </Suspense>
      )}
      <PageChange />
      <RouteTitle />
      <ScrollRestoration />
    </>
  );
}
