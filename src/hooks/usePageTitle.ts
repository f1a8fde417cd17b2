import { useEffect } from 'react';

/**
 * Shows `title` in the browser tab while the calling page is mounted, then the owner's name again.
 * The title machine loads with the first page that needs it: the 404 page is part of every first
 * load, and must not bring the state-machine library with it. (Prerendered pages already carry
 * their title; this keeps it right as the visitor moves between pages.)
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    let left = false;
    let stop: (() => void) | undefined;
    void import('./pageTitleActor.lazy').then(({ startPageTitle }) => {
      if (left) return;
      const pageTitle = startPageTitle(title);
      stop = () => pageTitle.stop();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [title]);
}
