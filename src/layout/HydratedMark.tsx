import { useEffect } from 'react';
import { type LayoutPart, markAppReady, partHydrated } from '../hooks/appStart';

/**
 * Once every part of the layout has hydrated (each in its own task), marks the app ready:
 * `data-app="ready"` for browser tests, the `app-ready` mark for the budgets, and `whenAppReady()` for
 * fetching ahead.
 */
export function HydratedMark({ part }: { part: LayoutPart }) {
  useEffect(() => {
    if (!partHydrated(part)) return;
    // After the next frame, so that updates the hydration itself scheduled have been drawn too.
    requestAnimationFrame(() => {
      document.documentElement.dataset.app = 'ready';
      performance.mark('app-ready');
      markAppReady();
    });
  }, [part]);
  return null;
}
