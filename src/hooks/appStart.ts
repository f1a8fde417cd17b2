/**
 * The app's start-up, in one place: the layout's parts hydrate, each in its own task; once all have,
 * the app is ready (`data-app="ready"`, the `app-ready` mark) and, unless the visitor saves data,
 * fetches ahead in idle moments. In development, the Stately inspector may be connected at start.
 * `resetAppStart` starts it over, for the tests.
 */
import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

type Connection = { saveData?: boolean; effectiveType?: string };

/** False when the visitor asked sites to save data, or the browser says the connection is 2G or slower. */
export function mayFetchAhead(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return !connection?.saveData && !connection?.effectiveType?.endsWith('2g');
}

/** The parts of the layout that hydrate on their own, each in its own Suspense boundary. */
export const layoutParts = ['header', 'page', 'footer'] as const;
export type LayoutPart = (typeof layoutParts)[number];

function startUp() {
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  return { hydrated: new Set<LayoutPart>(), ready, markReady, inspect: undefined as Inspect };
}

let current = startUp();

/** Starts the start-up over: no part hydrated, the app not ready. */
export function resetAppStart(): void {
  current = startUp();
}

/** Connects every actor started from now on to an inspector (src/inspector.ts). */
export function inspectActorsWith(inspect: Inspect): void {
  current.inspect = inspect;
}

/** Spread into an actor's options so it shows in the inspector, if one is connected. */
export function inspectorOptions(): Pick<ActorOptions<AnyActorLogic>, 'inspect'> {
  return current.inspect ? { inspect: current.inspect } : {};
}

/** Settles once every part of the page is interactive (the app starts only after the load event). */
export const whenAppReady = (): Promise<void> => current.ready;

/** Marks the app ready, whatever has hydrated (a test's page, which has no layout). */
export const markAppReady = (): void => current.markReady();

/** Notes that `part` has hydrated; true once every part has. */
export function partHydrated(part: LayoutPart): boolean {
  current.hydrated.add(part);
  return current.hydrated.size === layoutParts.length;
}

/** Runs `task` once the app is ready and the main thread idle, if `mayFetchAhead()`; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (!mayFetchAhead()) return () => {};
  let cancel: (() => void) | undefined;
  let isCancelled = false;
  void whenAppReady().then(() => {
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
