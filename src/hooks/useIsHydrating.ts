import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while React renders on the server or hydrates the prerendered page (the render must match
 * the HTML), false once the app has taken over and in every later render.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
