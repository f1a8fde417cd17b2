import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const readYear = () => new Date().getFullYear();

/** The visitor's current year, read from the clock (never stored at build time). */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, readYear, readYear);
}
