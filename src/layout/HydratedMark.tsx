import { useEffect } from 'react';
import { appIsReady } from '../hooks/whenIdle';

/** The parts of the layout that hydrate on their own, each in its own Suspense boundary. */
const layoutParts = ['header', 'page', 'footer'] as const;
type LayoutPart = (typeof layoutParts)[number];

const hydrated = new Set<LayoutPart>();

/**
 * Once every part of the layout is interactive, sets `data-app="ready"` on the root for browser tests,
 * and the `app-ready` performance mark for the budgets (code loaded after it is preloaded, not needed);
 * fetching ahead (`whenIdle`) starts only then.
 * The parts hydrate in separate tasks, so when `hydrateRoot` returns is too early to say so.
 */
export function HydratedMark({ part }: { part: LayoutPart }) {
  useEffect(() => {
    hydrated.add(part);
    if (hydrated.size < layoutParts.length) return;
    // After the next frame, so that updates the hydration itself scheduled have been drawn too.
    requestAnimationFrame(() => {
      document.documentElement.dataset.app = 'ready';
      performance.mark('app-ready');
      appIsReady();
    });
  }, [part]);
  return null;
}
