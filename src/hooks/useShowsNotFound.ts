import { createContext, use } from 'react';
import { useLocation } from 'react-router-dom';

/** The history entry the host answered with its 404 document: it shows the 404 page whatever the route. */
export const NotFoundEntryContext = createContext<string | null>(null);

export function useShowsNotFound(): boolean {
  return useLocation().key === use(NotFoundEntryContext);
}
