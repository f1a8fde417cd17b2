import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Tells the site's layout whether a part of the page covers it as a dialog: while one does, the
 * layout's own controls (skip link, header, footer) are inert, so Tab and screen readers stay in it.
 */
export const PageCoverContext = createContext<(isCovered: boolean) => void>(() => {});

/**
 * For a dialog that is not react-aria's modal (which makes the rest of the page inert itself): the
 * static popup a prerendered project address shows until the app takes over, or without JavaScript.
 */
export function useCoverPage(isCovering: boolean): void {
  const setCovered = useContext(PageCoverContext);
  // Before paint, so no frame lets the header take focus under the dialog.
  useLayoutEffect(() => {
    setCovered(isCovering);
    return () => setCovered(false);
  }, [isCovering, setCovered]);
}
