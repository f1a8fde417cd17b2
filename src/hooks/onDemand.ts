/**
 * A module that loads the first time it is asked for, and only once: the hook that runs its actor,
 * the idle warm-up and a visitor's intent all share the one request. A failed request is forgotten,
 * so the next ask tries again.
 */
export interface OnDemand<TModule> {
  /** Starts loading (once) and resolves with the module. */
  (): Promise<TModule>;
  /** The module if it has arrived, else undefined. */
  current: () => TModule | undefined;
  /** Resolves when the module arrives, without asking for it. */
  whenLoaded: () => Promise<TModule>;
}

export function onDemand<TModule>(importModule: () => Promise<TModule>): OnDemand<TModule> {
  let request: Promise<TModule> | null = null;
  let module: TModule | undefined;
  let arrived: (value: TModule) => void = () => {};
  const whenLoaded = new Promise<TModule>((resolve) => {
    arrived = resolve;
  });

  const load = () => {
    request ??= importModule().then(
      (value) => {
        module = value;
        arrived(value);
        return value;
      },
      (error: unknown) => {
        request = null;
        throw error;
      },
    );
    return request;
  };
  return Object.assign(load, { current: () => module, whenLoaded: () => whenLoaded });
}
