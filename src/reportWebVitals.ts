import type { Metric } from 'web-vitals';

/** Hands each Core Web Vitals metric to `onReport`; without one, web-vitals is never loaded. */
export async function reportWebVitals(onReport?: (metric: Metric) => void): Promise<boolean> {
  if (!onReport) return false;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(onReport);
  return true;
}
