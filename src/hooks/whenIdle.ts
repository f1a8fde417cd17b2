type Connection = { saveData?: boolean; effectiveType?: string };

/** False when the visitor asked sites to save data, or the browser says the connection is 2G or slower. */
export function mayFetchAhead(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return !connection?.saveData && !connection?.effectiveType?.endsWith('2g');
}

/**
 * Runs a fetch-ahead `task` once the page has loaded (its largest image has painted) and the main
 * thread is idle (WebKit has no idle callbacks: a moment later), if `mayFetchAhead()`; returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (!mayFetchAhead()) return () => {};
  let cancel = () => window.removeEventListener('load', afterLoad);
  function afterLoad() {
    // eslint-disable-next-line no-restricted-properties -- the check itself; WebKit falls back to a timer.
    if (typeof window.requestIdleCallback === 'function') {
      // eslint-disable-next-line no-restricted-properties -- checked just above.
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      // eslint-disable-next-line no-restricted-properties -- exists wherever requestIdleCallback does.
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 300);
      cancel = () => window.clearTimeout(handle);
    }
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => cancel();
}
