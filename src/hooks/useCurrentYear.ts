import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const readYear = () => new Date().getFullYear();
/** The year in the prerendered HTML, so hydration matches it before showing today's. */
const renderedYear = () => Number(process.env.BUILD_YEAR) || readYear();

export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, readYear, renderedYear);
}
