type Connection = { saveData?: boolean; effectiveType?: string };

/** False when the visitor asked sites to save data, or the browser says the connection is 2G or slower. */
export function mayFetchAhead(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return !connection?.saveData && !connection?.effectiveType?.endsWith('2g');
}

let resolveAppReady = () => {};
/** Settles once every part of the page is interactive (the app starts only after the load event). */
export const appReady = new Promise<void>((resolve) => (resolveAppReady = resolve));
export const markAppReady = () => resolveAppReady();

/** Runs `task` once the app is ready and the main thread idle, if `mayFetchAhead()`; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (!mayFetchAhead()) return () => {};
  let cancel: (() => void) | undefined;
  let isCancelled = false;
  void appReady.then(() => {
    if (isCancelled) return;
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
  });
  return () => {
    isCancelled = true;
    cancel?.();
  };
}
