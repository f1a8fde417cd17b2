import { inspectActorsWith } from './hooks/appStart';

/** In development, `?inspect` in the URL connects every actor to the Stately inspector. */
export async function connectInspectorIfAsked(): Promise<void> {
  // Production builds drop the rest, so no inspector code ships.
  if (process.env.NODE_ENV === 'production') return;
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspectActorsWith(createBrowserInspector().inspect);
}
