/** Fetches `url` into the HTTP cache when the page is idle, so a later download only revalidates it. */
export function prefetchWhenIdle(url: string): () => void {
  // Data Saver (a Chromium flag): the visitor asked sites not to fetch ahead.
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return () => {};
  // Read to the end: the HTTP cache keeps only whole responses.
  const run = () =>
    void fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : undefined))
      .catch(() => {});
  // eslint-disable-next-line no-restricted-properties -- the check itself; WebKit falls back to a timer.
  if (typeof window.requestIdleCallback === 'function') {
    // eslint-disable-next-line no-restricted-properties -- checked just above.
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    // eslint-disable-next-line no-restricted-properties -- exists wherever requestIdleCallback does.
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 300);
  return () => window.clearTimeout(handle);
}
