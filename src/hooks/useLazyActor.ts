import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { type ActorModule, type LazyActorOptions, LazyActorStore } from './lazyActorStore';
import type { OnDemand } from './onDemand';
import { warmWhenIdle } from './warmUp';

export interface LazyActor<TModule extends ActorModule> {
  /** The machine's snapshot; undefined until its code has arrived (views show their resting state). */
  snapshot: SnapshotFrom<TModule['logic']> | undefined;
  /** Sends to the machine; events sent before its code arrives are queued, none is lost. */
  send: (event: EventFromLogic<TModule['logic']>) => void;
  /** The loaded module, for the parts it draws (a dialog, a bubble); undefined until then. */
  module: TModule | undefined;
}

/**
 * Runs a machine whose code loads on demand: on the first intent, or earlier once the page is idle
 * (`warmWhenIdle`), through the one memoised `load`. Views read the snapshot and send events; the
 * module provides the machine's effects.
 */
export function useLazyActor<TModule extends ActorModule>(
  load: OnDemand<TModule>,
  options: LazyActorOptions<TModule['logic']> = {},
): LazyActor<TModule> {
  const [store] = useState(() => new LazyActorStore(load, options));
  useEffect(() => store.mount(), [store]);
  useEffect(() => warmWhenIdle(load), [load]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => undefined);
  const module = useSyncExternalStore(store.subscribe, store.getModule, () => undefined);
  const failure = useSyncExternalStore(store.subscribe, store.getFailure, () => null);
  // A press whose code could not load: the page's error boundary explains and offers a reload.
  if (failure) throw failure.error;

  return { snapshot, send: store.send, module };
}
