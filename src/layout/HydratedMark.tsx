import { useEffect } from 'react';

/** The parts of the layout that hydrate on their own (each inside its own Suspense boundary). */
const layoutParts = ['header', 'page', 'footer'] as const;
export type LayoutPart = (typeof layoutParts)[number];

const hydrated = new Set<LayoutPart>();

/**
 * Reports that its part of the layout is interactive. Once every part has, the root gets
 * `data-app="ready"`, which browser tests (and curious developers) wait for. The parts hydrate in
 * separate tasks, so the moment `hydrateRoot` returns is too early to say so.
 */
export function HydratedMark({ part }: { part: LayoutPart }) {
  useEffect(() => {
    hydrated.add(part);
    if (hydrated.size < layoutParts.length) return;
    // After the next frame, so that updates the hydration itself scheduled have been drawn too.
    requestAnimationFrame(() => {
      document.documentElement.dataset.app = 'ready';
    });
  }, [part]);
  return null;
}
