import { type OnDemand, onDemand } from './onDemand';

/** One per address, so pages that show the same file share its fetch. */
const prefetches = new Map<string, OnDemand<true>>();

/**
 * Fetches a file into the browser's HTTP cache, once: a download of it afterwards only revalidates
 * it (one round trip) instead of transferring it on the visitor's tap. A failed fetch is forgotten,
 * so the next ask tries again.
 */
export function filePrefetch(url: string): OnDemand<true> {
  let prefetch = prefetches.get(url);
  if (prefetch) return prefetch;
  prefetch = onDemand(async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // Read to the end: the cache keeps only a whole response.
    await response.arrayBuffer();
    return true as const;
  });
  prefetches.set(url, prefetch);
  return prefetch;
}
