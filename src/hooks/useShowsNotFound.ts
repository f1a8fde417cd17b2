import { createContext, use } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The key of the history entry the host answered with its 404 document, or null. That entry shows the
 * 404 page whatever the router matches (`/aBoUt` on a host without redirects), as the status says.
 */
export const NotFoundEntryContext = createContext<string | null>(null);

export function useShowsNotFound(): boolean {
  const notFoundEntry = use(NotFoundEntryContext);
  return useLocation().key === notFoundEntry;
}
