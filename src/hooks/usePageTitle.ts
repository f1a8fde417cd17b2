import { useEffect } from 'react';
import { onDemand } from './onDemand';
import { warmWhenIdle } from './warmUp';

const loadPageTitle = onDemand(() => import('./pageTitleActor.lazy'));

/**
 * Shows `title` in the browser tab while the calling page is mounted, then the owner's name again.
 * A prerendered page already carries its title: its machine (and the state-machine library) loads
 * with the idle warm-up, off the first load. A page reached in the app loads it at once.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    let left = false;
    let stop: (() => void) | undefined;
    // Every step chains on the one request, so a page that leaves and the next one take turns.
    const start = () =>
      loadPageTitle().then(({ startPageTitle }) => {
        if (left) return;
        const pageTitle = startPageTitle(title);
        stop = () => pageTitle.stop();
      });
    const cancelWait = document.title === title ? warmWhenIdle(start) : (void start(), () => {});
    return () => {
      left = true;
      cancelWait();
      if (stop) stop();
      // Left before its machine ran: run it through, so the owner's name comes back all the same.
      else void loadPageTitle().then(({ startPageTitle }) => startPageTitle(title).stop());
    };
  }, [title]);
}
