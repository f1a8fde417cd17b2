import { prefetchWhenIdle } from '../../src/hooks/prefetchFile';
import { markAppReady, resetAppStart } from '../../src/hooks/appStart';

type IdleWindow = Omit<Window, 'requestIdleCallback' | 'cancelIdleCallback'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};
const idleWindow = window as unknown as IdleWindow;
const nav = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/** A fetch whose answers record whether their body was read to the end, as the cache needs. */
function fakeFetch(status: number) {
  const arrayBuffer = jest.fn(async () => new ArrayBuffer(8));
  const fetchFile = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, arrayBuffer }));
  globalThis.fetch = fetchFile as unknown as typeof fetch;
  return { fetchFile, arrayBuffer };
}

describe('prefetchWhenIdle: a file fetched ahead into the HTTP cache', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    // The suite's set-up gives jsdom an idle callback that never runs; these tests choose their own.
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
    jest.useFakeTimers();
    markAppReady();
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
    delete nav.connection;
  });

  it('without idle callbacks (WebKit), fetches a moment later and reads the whole body', async () => {
    const { fetchFile, arrayBuffer } = fakeFetch(200);
    prefetchWhenIdle('/files/cv.pdf');
    await jest.advanceTimersByTimeAsync(299);
    expect(fetchFile).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchFile).toHaveBeenCalledWith('/files/cv.pdf');
    expect(arrayBuffer).toHaveBeenCalledTimes(1);
  });

  it('uses the idle callback where the engine has one, with a deadline, and can cancel it', async () => {
    idleWindow.requestIdleCallback = jest.fn(() => 42);
    idleWindow.cancelIdleCallback = jest.fn();
    const cancel = prefetchWhenIdle('/files/cv.pdf');
    await jest.advanceTimersByTimeAsync(0);
    expect(idleWindow.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    cancel();
    expect(idleWindow.cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it('a cancel before the idle moment fetches nothing', () => {
    const { fetchFile } = fakeFetch(200);
    prefetchWhenIdle('/files/cv.pdf')();
    jest.advanceTimersByTime(1000);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('leaves a failed answer unread and says nothing', async () => {
    const { fetchFile, arrayBuffer } = fakeFetch(503);
    prefetchWhenIdle('/files/cv.pdf');
    await jest.advanceTimersByTimeAsync(300);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'fetches nothing when the browser says %j',
    (connection) => {
      nav.connection = connection;
      const { fetchFile } = fakeFetch(200);
      prefetchWhenIdle('/files/cv.pdf');
      jest.advanceTimersByTime(5000);
      expect(fetchFile).not.toHaveBeenCalled();
    },
  );

  it('on a 3G or faster connection, fetches as usual', async () => {
    nav.connection = { saveData: false, effectiveType: '3g' };
    const { fetchFile } = fakeFetch(200);
    prefetchWhenIdle('/files/cv.pdf');
    await jest.advanceTimersByTimeAsync(300);
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('waits until the app is ready (it starts after the load event) before the idle moment', async () => {
    resetAppStart();
    const { fetchFile } = fakeFetch(200);
    prefetchWhenIdle('/files/cv.pdf');
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchFile).not.toHaveBeenCalled();
    markAppReady();
    await jest.advanceTimersByTimeAsync(300);
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });
});
