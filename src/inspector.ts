import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspect: Inspect | undefined;

/**
 * In development, `?inspect` in the URL connects every actor to the Stately inspector.
 * Production builds drop this branch, so no inspector code ships.
 */
export async function connectInspectorIfAsked(): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Options to spread into `useActorRef`/`createActorContext` so the actor shows in the inspector. */
export function inspectorOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
