import { matchRoutes, type RouteObject } from 'react-router-dom';
import { mayFetchAhead, whenIdle } from '../hooks/whenIdle';
import { navigation, type RouteHandle } from './table';

/**
 * Fetches and runs a page's code before the visitor goes there, so the tap renders the page at once:
 * the navigation's pages once the page is idle, any other page when a pointer or focus reaches its link.
 */
export function fetchPagesAhead(routes: RouteObject[], basename: string) {
  const fetchPageAt = (pathname: string, base = '/') => {
    const match = matchRoutes(routes, pathname, base)?.find(({ route }) => route.handle && route.path !== '*');
    // The same import the router makes; if it fails, the router tries again on the tap.
    (match?.route.handle as RouteHandle | undefined)?.page.page().catch(() => {});
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link?.origin === window.location.origin && !link.hasAttribute('download') && mayFetchAhead())
      fetchPageAt(link.pathname, basename);
  };
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  whenIdle(() => navigation.forEach((item) => fetchPageAt(item.href)));
}
