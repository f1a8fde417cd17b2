import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Actor, ActorOptions, AnyActorLogic, EventFromLogic } from 'xstate';
import { useIsHydrating } from './useIsHydrating';
import { inspectorOptions, mayFetchAhead, whenAppReady } from './appStart';

export type MachineChunk = typeof import('./machineChunk');

// A cache: XState and the machines, once loaded.
let loaded: MachineChunk | undefined;
let loading: Promise<MachineChunk> | undefined;

/** Forgets the loaded chunk, for the tests: the next actor loads it again. */
export function resetLoadedMachines(): void {
  loaded = undefined;
  loading = undefined;
}

/** Loads XState and the machines once; after a failed load, the next attempt tries again. */
function loadMachines(): Promise<MachineChunk> {
  loading ??= import('./machineChunk').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface DeferredActor<TLogic extends AnyActorLogic> {
  /** The running actor, for `useSelector` (whose selector gets `undefined` until it runs). */
  actor: Actor<TLogic> | undefined;
  /** Sends the event to the actor, or keeps it until the actor runs. */
  send: (event: EventFromLogic<TLogic>) => void;
  /** XState could not load (yet): what works without the machine (a real link) is left to the browser. */
  isUnavailable: boolean;
}

/**
 * An actor of one of the site's machines, started and stopped with the component as `useActorRef`
 * does, but without XState in the page's first load. A component hydrated with the page starts its
 * actor once the app is ready, when XState loads; one rendered later starts it at once (or as soon
 * as XState is here). With Data Saver on, or on 2G, nothing is fetched ahead: a component hydrated
 * with the page loads XState on its first event instead. Events sent before it runs are sent in
 * order when it starts, so a first tap is never lost. If XState cannot load, the next event tries
 * again; if that fails too, the error goes to the route's error page, which offers a reload, as for
 * a page whose code cannot load.
 */
export function useDeferredActor<TLogic extends AnyActorLogic>(
  logicFrom: (machines: MachineChunk) => TLogic,
  options?: () => ActorOptions<TLogic>,
): DeferredActor<TLogic> {
  const isHydrating = useIsHydrating();
  // What the first render knew: later renders must not restart the actor.
  const [start] = useState({ logicFrom, options, afterReady: isHydrating });
  const running = useRef<Actor<TLogic>>(undefined);
  const waiting = useRef<EventFromLogic<TLogic>[]>([]);
  // The next event loads XState: the load that starts by itself failed, or it waits for an event.
  const loadsOnEvent = useRef(false);
  const [isUnavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [actor, setActor] = useState<Actor<TLogic>>();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  // A layout effect: when XState is already here, the actor runs before the browser paints.
  useLayoutEffect(() => {
    let isMounted = true;
    const run = (machines: MachineChunk) => {
      if (!isMounted) return;
      const started = machines.createActor(start.logicFrom(machines), { ...start.options?.(), ...inspectorOptions() });
      started.start();
      running.current = started;
      setUnavailable(false);
      for (const event of waiting.current.splice(0)) started.send(event);
      setActor(started);
    };
    if (loaded) run(loaded);
    else if (start.afterReady && attempt === 0 && !mayFetchAhead()) loadsOnEvent.current = true;
    else
      void (start.afterReady ? whenAppReady() : Promise.resolve()).then(loadMachines).then(run, (error: unknown) => {
        if (!isMounted) return;
        // The first load starts by itself; a later one was asked for by an event, which must get an answer.
        if (attempt > 0) return setFailure({ error });
        loadsOnEvent.current = true;
        setUnavailable(true);
      });
    return () => {
      isMounted = false;
      running.current?.stop();
      running.current = undefined;
      setActor(undefined);
    };
  }, [start, attempt]);

  const send = useCallback((event: EventFromLogic<TLogic>) => {
    if (running.current) return running.current.send(event);
    waiting.current.push(event);
    if (!loadsOnEvent.current) return;
    loadsOnEvent.current = false;
    setAttempt((count) => count + 1);
  }, []);

  if (failure) throw failure.error;
  return { actor, send, isUnavailable };
}
