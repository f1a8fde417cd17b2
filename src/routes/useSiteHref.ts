import { useHref } from 'react-router-dom';

const absoluteUrl = /^[a-z][a-z\d+\-.]*:/i;

/**
 * The href react-aria links render: router-relative for site paths, untouched for absolute URLs
 * (react-router's `useHref` would turn `https://…` into a site path).
 */
export function useSiteHref(href: string): string {
  const routerHref = useHref(href);
  return absoluteUrl.test(href) ? href : routerHref;
}
