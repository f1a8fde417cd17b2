import type { ActorOptions, AnyActorLogic } from 'xstate';

let inspect: ActorOptions<AnyActorLogic>['inspect'];

/** In development, `?inspect` in the URL connects every actor to the Stately inspector. */
export async function connectInspectorIfAsked(): Promise<void> {
  // Production builds drop the rest, so no inspector code ships.
  if (process.env.NODE_ENV === 'production') return;
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Spread into an actor's options so it shows in the inspector. */
export function inspectorOptions(): Pick<ActorOptions<AnyActorLogic>, 'inspect'> {
  return inspect ? { inspect } : {};
}
