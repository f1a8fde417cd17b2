/*
 * Loads the code of on-demand controls before the visitor needs it, so the first tap is as quick as
 * the second: once the page has loaded and the main thread is idle, and at once on a visitor's
 * intent (pointer over, focus, a finger down). Visitors who asked to save data get it on intent only.
 */

type Load = () => Promise<unknown>;

/** When the main thread has had nothing to do for a moment; at the latest after `timeout`. */
const idleTimeoutMs = 3000;
/** Engines without idle callbacks (WebKit) wait this long after load instead. */
const idleFallbackMs = 300;

interface NetworkInformation {
  saveData?: boolean;
}

/** The visitor's browser asks sites to save data (Chromium's Lite/Data Saver, `Save-Data`). */
export function savesData(): boolean {
  if (!('connection' in navigator)) return false;
  // eslint-disable-next-line no-restricted-properties -- checked just above; Firefox and WebKit have none.
  const connection = navigator.connection as NetworkInformation | undefined;
  return connection?.saveData === true;
}

/** Runs `task` when the main thread is idle; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  // eslint-disable-next-line no-restricted-properties -- the check itself.
  if (typeof window.requestIdleCallback === 'function') {
    // eslint-disable-next-line no-restricted-properties -- checked just above; WebKit falls back.
    const handle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    // eslint-disable-next-line no-restricted-properties -- exists wherever requestIdleCallback does.
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, idleFallbackMs);
  return () => window.clearTimeout(handle);
}

/** Runs `task` once the page has loaded (its images included); returns a cancel. */
function afterPageLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => {};
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

/** The user-timing mark set when the first idle warm-up starts (budgets count the code after it apart). */
export const warmUpMark = 'warm-up';

let hasWarmedUp = false;

function markWarmUp() {
  if (hasWarmedUp) return;
  hasWarmedUp = true;
  performance.mark(warmUpMark);
}

/** Warm-ups waiting for their idle moment; one at a time, so their code is evaluated in separate short tasks. */
const waiting: { load: Load }[] = [];
let isWarming = false;

function warmNext() {
  if (isWarming || waiting.length === 0) return;
  isWarming = true;
  whenIdle(() => {
    const next = waiting.shift();
    if (next) markWarmUp();
    void (next?.load() ?? Promise.resolve())
      .catch(() => {})
      .finally(() => {
        isWarming = false;
        warmNext();
      });
  });
}

/**
 * Loads `load` in an idle moment after the page has loaded (one module per idle moment), unless the
 * visitor saves data; returns a cancel.
 */
export function warmWhenIdle(load: Load): () => void {
  if (savesData()) return () => {};
  const entry = { load };
  const cancelLoad = afterPageLoad(() => {
    waiting.push(entry);
    warmNext();
  });
  return () => {
    cancelLoad();
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** Handlers that start loading `load` when a visitor shows intent towards a control. */
export function warmOnIntent(load: Load) {
  const warm = () => void load().catch(() => {});
  return { onPointerEnter: warm, onFocus: warm, onTouchStart: warm };
}
