import { useIsHydrating } from './useIsHydrating';

/** While hydrating, the year in the prerendered HTML, so the render matches it; then today's. */
export function useCurrentYear(): number {
  const year = new Date().getFullYear();
  return useIsHydrating() ? Number(process.env.BUILD_YEAR) || year : year;
}
