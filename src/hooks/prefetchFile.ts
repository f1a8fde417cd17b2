import { whenIdle } from './appStart';

/** Fetches `url` into the HTTP cache when the page is idle, so a later download only revalidates it. */
export function prefetchWhenIdle(url: string): () => void {
  // Read to the end: the HTTP cache keeps only whole responses.
  return whenIdle(
    () =>
      void fetch(url)
        .then((response) => (response.ok ? response.arrayBuffer() : undefined))
        .catch(() => {}),
  );
}
