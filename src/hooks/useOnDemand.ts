import { type ComponentType, useCallback, useRef, useState } from 'react';
import type { EventObject } from 'xstate';

/**
 * Loads a controller (a component that runs a machine) the first time an event arrives, and queues
 * events until its actor is connected, so no press or hover is lost while the code loads. Pages that
 * are only read never download the machine or xstate.
 */
export function useOnDemand<TEvent extends EventObject, TProps>(
  load: () => Promise<ComponentType<TProps>>,
  /** Events that are worth loading for; others are dropped until something loads it. */
  isIntent: (event: TEvent) => boolean = () => true,
  /** Adjusts a queued event for how long ago (ms) it happened, when it is finally delivered. */
  replay: (event: TEvent, age: number) => TEvent = (event) => event,
) {
  const [Controller, setController] = useState<ComponentType<TProps> | null>(null);
  const send = useRef<((event: TEvent) => void) | null>(null);
  const queued = useRef<{ event: TEvent; at: number }[]>([]);

  const dispatch = useCallback(
    (event: TEvent) => {
      if (send.current) return send.current(event);
      if (queued.current.length === 0 && !isIntent(event)) return;
      queued.current.push({ event, at: performance.now() });
      if (queued.current.length === 1) void load().then((component) => setController(() => component));
    },
    [load, isIntent],
  );

  /** Called by the controller once its actor runs: replays what happened while it loaded. */
  const connect = useCallback(
    (sendToActor: (event: TEvent) => void) => {
      send.current = sendToActor;
      const now = performance.now();
      for (const { event, at } of queued.current.splice(0)) sendToActor(replay(event, now - at));
    },
    [replay],
  );

  return { Controller, dispatch, connect };
}
