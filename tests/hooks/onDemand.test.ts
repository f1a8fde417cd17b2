import { onDemand } from '../../src/hooks/onDemand';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('onDemand: a module loaded once, whoever asks first', () => {
  it('asks for the module only once, and every caller gets it', async () => {
    const importModule = jest.fn(async () => ({ value: 1 }));
    const load = onDemand(importModule);
    expect(load.current()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(load.current()).toBe(a);
  });

  it('tells those who wait without asking once someone else has loaded it', async () => {
    const importModule = jest.fn(async () => 'module');
    const load = onDemand(importModule);
    const waiting = load.whenLoaded();
    await Promise.resolve();
    expect(importModule).not.toHaveBeenCalled();
    void load();
    await expect(waiting).resolves.toBe('module');
  });

  it('forgets a failed request, so the next ask tries again', async () => {
    const attempts = [deferred<string>(), deferred<string>()];
    let attempt = 0;
    const load = onDemand(() => attempts[attempt++].promise);
    const first = load();
    attempts[0].reject(new Error('chunk failed'));
    await expect(first).rejects.toThrow('chunk failed');
    expect(load.current()).toBeUndefined();

    const second = load();
    attempts[1].resolve('module');
    await expect(second).resolves.toBe('module');
    expect(attempt).toBe(2);
  });
});
