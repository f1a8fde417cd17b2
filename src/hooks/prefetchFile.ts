/** The visitor's browser asks sites to save data (Chromium's Data Saver; others have no such flag). */
function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Idle callbacks give up waiting after this long. */
const idleTimeoutMs = 3000;
/** WebKit has no idle callbacks: it waits this long instead. */
const idleFallbackMs = 300;

/** Fetches a file into the HTTP cache, reading it to the end (the cache keeps only whole responses). */
async function fetchAhead(url: string): Promise<void> {
  const response = await fetch(url);
  if (response.ok) await response.arrayBuffer();
}

/**
 * Fetches `url` into the browser's HTTP cache once the main thread is idle, so a download of it
 * afterwards only revalidates it instead of transferring it on the visitor's tap. Not for visitors
 * who save data. Returns a cancel.
 */
export function prefetchWhenIdle(url: string): () => void {
  if (savesData()) return () => {};
  const run = () => void fetchAhead(url).catch(() => {});
  // eslint-disable-next-line no-restricted-properties -- the check itself; WebKit falls back to a timer.
  if (typeof window.requestIdleCallback === 'function') {
    // eslint-disable-next-line no-restricted-properties -- checked just above.
    const handle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    // eslint-disable-next-line no-restricted-properties -- exists wherever requestIdleCallback does.
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, idleFallbackMs);
  return () => window.clearTimeout(handle);
}
