import type { AnyActorLogic, AnyActorRef, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { ActorModule } from './actorMaker';
import type { OnDemand } from './onDemand';

export type { ActorModule } from './actorMaker';

export interface LazyActorOptions<TLogic extends AnyActorLogic> {
  /** The actor's input, read when it starts (the page may have changed since the first render). */
  input?: () => InputFrom<TLogic>;
  /** Events worth loading the code for; others are dropped until something has loaded it. */
  isIntent?: (event: EventFromLogic<TLogic>) => boolean;
  /** Adjusts a queued event for how long ago (ms) it happened, when it is finally delivered. */
  replay?: (event: EventFromLogic<TLogic>, age: number) => EventFromLogic<TLogic>;
  /**
   * An enhancement the page works without (a tooltip): if its code cannot load, the events are
   * dropped and the next intent tries again. Otherwise the failure is shown as the page's error,
   * which offers a reload.
   */
  isOptional?: boolean;
}

type ModuleLogic<TModule extends ActorModule> = TModule['logic'];

/**
 * One on-demand actor, outside React: loads its module on the first intent (or earlier, when the
 * page warms it), starts the actor while a view is mounted, queues events sent before that and
 * tells subscribers when its snapshot changes. `useLazyActor` connects it to a view.
 */
export class LazyActorStore<TModule extends ActorModule> {
  private module: TModule | undefined;
  private actor: AnyActorRef | null = null;
  private isMounted = false;
  private queue: { event: EventFromLogic<ModuleLogic<TModule>>; at: number }[] = [];
  private failure: { error: unknown } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: OnDemand<TModule>,
    private readonly options: LazyActorOptions<ModuleLogic<TModule>> = {},
  ) {
    this.module = load.current();
  }

  /** The actor's snapshot; undefined until its code has arrived and a view is mounted. */
  readonly getSnapshot = (): SnapshotFrom<ModuleLogic<TModule>> | undefined =>
    this.actor?.getSnapshot() as SnapshotFrom<ModuleLogic<TModule>> | undefined;

  /** The loaded module (for the parts it draws); undefined until it arrives. */
  readonly getModule = (): TModule | undefined => (this.actor ? this.module : undefined);

  /** Why loading failed on a visitor's intent, for the view to throw to the page's error boundary. */
  readonly getFailure = () => this.failure;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Sends `event` to the actor, or queues it (loading the code) until the actor runs. */
  readonly send = (event: EventFromLogic<ModuleLogic<TModule>>): void => {
    if (this.actor) {
      this.actor.send(event);
      return;
    }
    const isIntent = this.options.isIntent ?? (() => true);
    if (this.queue.length === 0 && !isIntent(event)) return;
    this.queue.push({ event, at: performance.now() });
    if (this.queue.length === 1) this.fetch();
  };

  /** A view shows this actor: start it as soon as its code is here. Returns the unmount. */
  readonly mount = () => {
    this.isMounted = true;
    if (this.module) this.start(this.module);
    else void this.load.whenLoaded().then((module) => this.arrive(module));
    return () => {
      this.isMounted = false;
      this.actor?.stop();
      this.actor = null;
    };
  };

  private fetch() {
    this.load().then(
      (module) => this.arrive(module),
      (error: unknown) => {
        this.queue = [];
        if (this.options.isOptional) return;
        this.failure = { error };
        this.notify();
      },
    );
  }

  private arrive(module: TModule) {
    this.module = module;
    if (this.isMounted && !this.actor) this.start(module);
  }

  private start(module: TModule) {
    const actor = module.makeActor(this.options.input?.());
    actor.subscribe({ next: () => this.notify(), error: () => this.notify() });
    this.actor = actor;
    actor.start();
    const now = performance.now();
    const replay = this.options.replay ?? ((event) => event);
    for (const { event, at } of this.queue.splice(0)) actor.send(replay(event, now - at));
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}
