import { useEffect } from 'react';
import { markAppReady } from '../hooks/whenIdle';

/** The parts of the layout that hydrate on their own, each in its own Suspense boundary. */
const layoutParts = ['header', 'page', 'footer'] as const;
type LayoutPart = (typeof layoutParts)[number];

const hydrated = new Set<LayoutPart>();

/**
 * Once every part has hydrated (each in its own task), marks the app ready: `data-app="ready"` for
 * browser tests, the `app-ready` mark for the budgets, and `appReady` for fetching ahead.
 */
export function HydratedMark({ part }: { part: LayoutPart }) {
  useEffect(() => {
    hydrated.add(part);
    if (hydrated.size < layoutParts.length) return;
    // After the next frame, so that updates the hydration itself scheduled have been drawn too.
    requestAnimationFrame(() => {
      document.documentElement.dataset.app = 'ready';
      performance.mark('app-ready');
      markAppReady();
    });
  }, [part]);
  return null;
}
