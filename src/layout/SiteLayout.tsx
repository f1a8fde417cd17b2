import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { globalStyles } from '../styles/globalStyles';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HydratedMark } from './HydratedMark';
import { RouteFocus } from './RouteFocus';

const Shell = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

const Main = styled('main', {
  flex: 1,
  paddingTop: '$8',
  outline: 'none',
});

export interface SiteLayoutProps {
  /** Page to show; defaults to the matched child route. */
  children?: ReactNode;
}

/** Navigation above and footer below every page. */
export function SiteLayout({ children }: SiteLayoutProps) {
  globalStyles();
  const showsNotFound = useShowsNotFound();
  const page = children ?? (showsNotFound ? <NotFoundPage /> : <Outlet />);
  return (
    <>
      <Shell>
        <SkipLink href="#main">Skip to content</SkipLink>
        {/* Each boundary hydrates in its own short task, so the main thread never blocks for long. */}
        <Suspense>
          <SiteHeader />
          <HydratedMark part="header" />
        </Suspense>
        <Main id="main" tabIndex={-1}>
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
      <RouteFocus />
      <ScrollRestoration />
    </>
  );
}
