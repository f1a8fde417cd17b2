import { savesData, warmOnIntent, warmWhenIdle, whenIdle } from '../../src/hooks/warmUp';

type IdleWindow = Omit<Window, 'requestIdleCallback' | 'cancelIdleCallback'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};
const idleWindow = window as unknown as IdleWindow;
const nav = navigator as Navigator & { connection?: { saveData?: boolean } };

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('warming on-demand code', () => {
  // The page marks when its warm-up starts (the byte budgets read it).
  let mark: jest.SpyInstance;
  beforeEach(() => {
    // The suite's set-up gives jsdom an idle callback that never runs; these tests choose their own.
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
    mark = jest.spyOn(performance, 'mark');
    jest.useFakeTimers({ doNotFake: ['performance'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
    delete nav.connection;
    setReadyState('complete');
  });

  it('without idle callbacks (WebKit), waits a moment after load with a timer', () => {
    expect('requestIdleCallback' in window).toBe(false);
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('uses the idle callback where the engine has one, with a deadline, and can cancel it', () => {
    const requestIdle = jest.fn((_callback: () => void, _options?: { timeout: number }) => 42);
    idleWindow.requestIdleCallback = requestIdle;
    idleWindow.cancelIdleCallback = jest.fn();
    const task = jest.fn();
    const cancel = whenIdle(task);
    expect(requestIdle).toHaveBeenCalledWith(task, { timeout: 3000 });
    cancel();
    expect(idleWindow.cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it('loads nothing before the page has loaded (its images first), then loads in an idle moment', () => {
    setReadyState('loading');
    const load = jest.fn(async () => 'module');
    warmWhenIdle(load);
    jest.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(300);
    expect(load).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith('warm-up');
  });

  it('warms one module per idle moment, so their code is evaluated in separate short tasks', async () => {
    let finishFirst!: () => void;
    const first = jest.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = jest.fn(async () => 'module');
    warmWhenIdle(first);
    warmWhenIdle(second);
    jest.advanceTimersByTime(300);
    expect(first).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(second).not.toHaveBeenCalled();

    finishFirst();
    await jest.advanceTimersByTimeAsync(0);
    expect(second).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(300);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when cancelled first (the control left the page)', () => {
    const load = jest.fn(async () => 'module');
    const cancel = warmWhenIdle(load);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });

  it('never warms for a visitor who asked to save data; intent still loads', () => {
    expect(savesData()).toBe(false);
    nav.connection = { saveData: true };
    expect(savesData()).toBe(true);
    const load = jest.fn(async () => 'module');
    warmWhenIdle(load);
    jest.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();

    warmOnIntent(load).onPointerEnter();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed warm-up: the press that needs the code asks again', async () => {
    const load = jest.fn(async () => {
      throw new Error('offline');
    });
    const { onFocus, onTouchStart } = warmOnIntent(load);
    onFocus();
    onTouchStart();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
