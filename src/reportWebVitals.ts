import type { Metric } from 'web-vitals';

/**
 * Measures Core Web Vitals and hands each metric to `onReport`. Without a callback nothing is
 * loaded or measured, which is how the site runs by default.
 */
export async function reportWebVitals(onReport?: (metric: Metric) => void): Promise<boolean> {
  if (!onReport) return false;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(onReport);
  return true;
}
