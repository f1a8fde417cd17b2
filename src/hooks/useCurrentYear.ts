import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const readYear = () => new Date().getFullYear();
/** The year in the prerendered HTML; hydration starts from it, then moves on to today's year. */
const renderedYear = () => Number(process.env.BUILD_YEAR) || readYear();

/** The visitor's current year, read from the clock. */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, readYear, renderedYear);
}
