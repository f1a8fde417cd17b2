import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True while React renders on the server or hydrates, when the render must match the HTML. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
