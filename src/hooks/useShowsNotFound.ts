import { createContext, use } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The key of the history entry whose address the host answered with its 404 document, or null. That
 * entry shows the 404 page whatever the router would match there (`/aBoUt` or `/About//` on a host
 * without the policy's redirects), so what the page shows agrees with the HTTP status.
 */
export const NotFoundEntryContext = createContext<string | null>(null);

/** True while the current history entry is the one the host answered with its 404 document. */
export function useShowsNotFound(): boolean {
  const notFoundEntry = use(NotFoundEntryContext);
  return useLocation().key === notFoundEntry;
}
