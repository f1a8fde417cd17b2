import { type ComponentType, lazy } from 'react';

// `React.lazy` with a `preload`. Once its code is here it renders at once, where React.lazy would still
// suspend once, and React holds content revealed after a fallback back for up to 300 ms.
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const keep = (component: ComponentType<Props>) => (loaded = component);
  /** Starts the same import; resolves to whether the code is here (rendering tries a failed one again). */
  const preload = () =>
    load()
      .then(keep)
      .then(Boolean, () => false);
  const Lazy = lazy(() => load().then((component) => ({ default: keep(component) })));
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
