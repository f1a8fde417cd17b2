import { assign, setup } from 'xstate';
import { actorMaker } from '../../src/hooks/actorMaker';
import { LazyActorStore } from '../../src/hooks/lazyActorStore';
import { onDemand } from '../../src/hooks/onDemand';

/** Counts what it hears; `poke` is not worth loading for. */
const counter = setup({
  types: {
    context: {} as { heard: string[]; start: number },
    events: {} as { type: 'add'; label: string } | { type: 'poke' },
    input: {} as { start: number } | undefined,
  },
}).createMachine({
  context: ({ input }) => ({ heard: [], start: input?.start ?? 0 }),
  on: {
    add: { actions: assign({ heard: ({ context, event }) => [...context.heard, event.label] }) },
    poke: { actions: assign({ heard: ({ context }) => [...context.heard, 'poke'] }) },
  },
});

const counterModule = { logic: counter, makeActor: actorMaker(counter) };

function gatedModule() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const importModule = jest.fn(async () => {
    await gate;
    return counterModule;
  });
  return { load: onDemand(importModule), importModule, release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const heard = (store: LazyActorStore<typeof counterModule>) => store.getSnapshot()?.context.heard;

describe('LazyActorStore: one on-demand actor', () => {
  it('queues what is sent before the code arrives and delivers it in order, once', async () => {
    const { load, importModule, release } = gatedModule();
    const store = new LazyActorStore(load);
    const unmount = store.mount();
    store.send({ type: 'add', label: 'a' });
    store.send({ type: 'add', label: 'b' });
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBeUndefined();

    release();
    await flush();
    expect(heard(store)).toEqual(['a', 'b']);
    store.send({ type: 'add', label: 'c' });
    expect(heard(store)).toEqual(['a', 'b', 'c']);
    unmount();
  });

  it('drops events that are not worth loading for, until an intent has asked for the code', async () => {
    const { load, importModule, release } = gatedModule();
    const store = new LazyActorStore(load, { isIntent: (event) => event.type === 'add' });
    const unmount = store.mount();
    store.send({ type: 'poke' });
    expect(importModule).not.toHaveBeenCalled();
    store.send({ type: 'add', label: 'a' });
    store.send({ type: 'poke' });
    release();
    await flush();
    expect(heard(store)).toEqual(['a', 'poke']);
    unmount();
  });

  it('starts the actor as soon as the code has been warmed, so the first event goes straight to it', async () => {
    const { load, release } = gatedModule();
    const store = new LazyActorStore(load, { input: () => ({ start: 7 }) });
    const listener = jest.fn();
    store.subscribe(listener);
    const unmount = store.mount();
    release();
    await load();
    await flush();
    expect(store.getSnapshot()?.context.start).toBe(7);
    expect(store.getModule()).toBe(counterModule);
    expect(listener).toHaveBeenCalled();
    store.send({ type: 'add', label: 'now' });
    expect(heard(store)).toEqual(['now']);
    unmount();
  });

  it('runs no actor while no view is mounted, and stops it on unmount', async () => {
    const { load, release } = gatedModule();
    release();
    await load();
    const store = new LazyActorStore(load);
    expect(store.getSnapshot()).toBeUndefined();
    const unmount = store.mount();
    expect(heard(store)).toEqual([]);
    unmount();
    expect(store.getSnapshot()).toBeUndefined();
    expect(store.getModule()).toBeUndefined();
  });

  it('hands queued events their age, for machines that count from the moment it happened', async () => {
    const { load, release } = gatedModule();
    const replay = jest.fn((event: { type: 'add'; label: string } | { type: 'poke' }, age: number) =>
      event.type === 'add' ? { ...event, label: `${event.label}@${age >= 0 ? 'aged' : '?'}` } : event,
    );
    const store = new LazyActorStore(load, { replay });
    const unmount = store.mount();
    store.send({ type: 'add', label: 'a' });
    release();
    await flush();
    expect(heard(store)).toEqual(['a@aged']);
    unmount();
  });

  describe('when the code cannot load', () => {
    const failingLoad = () => {
      const importModule = jest
        .fn<Promise<typeof counterModule>, []>()
        .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
        .mockResolvedValue(counterModule);
      return { load: onDemand(importModule), importModule };
    };

    it('reports the failure, for the page to offer a reload', async () => {
      const { load } = failingLoad();
      const store = new LazyActorStore(load);
      const unmount = store.mount();
      store.send({ type: 'add', label: 'a' });
      await flush();
      expect(store.getFailure()?.error).toEqual(new Error('Loading chunk 7 failed'));
      unmount();
    });

    it('drops the events of an optional enhancement, and the next intent loads it again', async () => {
      const { load, importModule } = failingLoad();
      const store = new LazyActorStore(load, { isOptional: true });
      const unmount = store.mount();
      store.send({ type: 'add', label: 'lost' });
      await flush();
      expect(store.getFailure()).toBeNull();
      store.send({ type: 'add', label: 'b' });
      await flush();
      expect(importModule).toHaveBeenCalledTimes(2);
      expect(heard(store)).toEqual(['b']);
      unmount();
    });
  });
});
