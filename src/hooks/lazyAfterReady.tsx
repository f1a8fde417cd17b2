import { type ComponentType, lazy, memo, Suspense, useState } from 'react';
import { appReady, isHydratingPage } from './whenIdle';

const loaders: (() => Promise<unknown>)[] = [];

/** Loads the code of every part made by `lazyAfterReady` so far: the prerender's HTML holds them whole. */
export const loadDeferredParts = () => Promise.all(loaders.map((load) => load()));

/**
 * A part whose code stays off the first load (React.lazy in a Suspense boundary of its own). While the
 * prerendered page hydrates, the part keeps its HTML and its code is fetched once the app is ready;
 * React then hydrates it, and replays a press that came before. Rendered anew (a client navigation, a
 * part rendered ahead, a test), its code loads at once. For parts the first paint shows but no
 * interaction needs at once: state machines behind a press, a hover, a page's tab title.
 */
export function lazyAfterReady<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const keep = (component: ComponentType<Props>) => (loaded = component);
  const asModule = (component: ComponentType<Props>) => ({ default: keep(component) });
  const Now = lazy(() => load().then(asModule));
  const AfterReady = lazy(() => appReady.then(load).then(asModule));
  loaders.push(() => load().then(keep));
  // Memoised, and reading no store: a render of a boundary still waiting for its code would make React
  // drop its HTML and show nothing until the code came.
  return memo(function Deferred(props: Props) {
    const [waitsForApp] = useState(isHydratingPage);
    const Part = loaded ?? (waitsForApp ? AfterReady : Now);
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  });
}
