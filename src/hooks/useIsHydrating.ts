import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;

/** True while React renders on the server or hydrates, when the render must match the HTML. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServerOrHydrating);
}
