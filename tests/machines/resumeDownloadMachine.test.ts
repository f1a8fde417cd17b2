import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import {
  DownloadError,
  downloadTimeoutMs,
  resumeDownloadMachine,
  saveSettleMs,
} from '../../machines/resumeDownloadMachine';
import { controlledFetch, recordSavedFiles } from '../support/controlledFetch';

const file = { url: '/Jamie_Sample_Resume.pdf', fileName: 'Jamie_Sample_Resume.pdf' };

/** The machine with its effects replaced by hand-settled promises. */
function startWithFakeEffects() {
  const fetches: { resolve: (blob: Blob) => void; reject: (error: unknown) => void; input: unknown }[] = [];
  const saves: { resolve: () => void; reject: (error: unknown) => void; input: { blob: Blob; fileName: string } }[] =
    [];
  const machine = resumeDownloadMachine.provide({
    actors: {
      fetchResume: fromPromise<Blob, typeof file>(
        ({ input }) => new Promise((resolve, reject) => fetches.push({ resolve, reject, input })),
      ),
      saveFile: fromPromise<void, { blob: Blob; fileName: string }>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ resolve, reject, input })),
      ),
    },
  });
  // The types of the events the machine itself receives: the names the path tests drive.
  const received: string[] = [];
  let root: AnyActorRef | undefined;
  const actor = createActor(machine, {
    input: { file },
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && inspection.actorRef === root) received.push(inspection.event.type);
    },
  });
  root = actor;
  actor.start();
  return { actor, fetches, saves, received };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resumeDownloadMachine', () => {
  it('starts idle with nothing fetched and no failure', () => {
    const { actor } = startWithFakeEffects();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ file, blob: null, failure: null });
  });

  it('fetches, saves under the file name, then is done', async () => {
    const { actor, fetches, saves } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetches[0].input).toEqual(file);
    const blob = new Blob(['%PDF-']);
    fetches[0].resolve(blob);
    await settle();
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saves[0].input).toEqual({ blob, fileName: file.fileName });
    saves[0].resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.blob).toBeNull();
  });

  it('ignores presses while busy', async () => {
    const { actor, fetches, saves } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    actor.send({ type: 'resume.download' });
    actor.send({ type: 'resume.retry' });
    expect(fetches).toHaveLength(1);
    fetches[0].resolve(new Blob(['x']));
    await settle();
    actor.send({ type: 'resume.download' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(fetches).toHaveLength(1);
    expect(saves).toHaveLength(1);
  });

  it('records why it failed and retries', async () => {
    const { actor, fetches } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    fetches[0].reject(new DownloadError('the server answered 500', { reason: 'status', status: 500 }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'status', status: 500 });
    actor.send({ type: 'resume.retry' });
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(fetches).toHaveLength(2);
  });

  it('describes unexpected errors without leaking them', async () => {
    const { actor, fetches } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    fetches[0].reject(new Error('internal detail'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unexpected' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('internal detail');
  });

  it('fails a save that throws', async () => {
    const { actor, fetches, saves } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    fetches[0].resolve(new Blob(['x']));
    await settle();
    saves[0].reject(new Error('disk full'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.blob).toBeNull();
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unexpected' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('disk full');
  });

  it('records the reason a failed save gives', async () => {
    const { actor, fetches, saves } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    fetches[0].resolve(new Blob(['x']));
    await settle();
    saves[0].reject(new DownloadError('the browser blocked the download', { reason: 'unreachable' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unreachable' });
  });

  it('records a DownloadError that gives no reason as unexpected, without its message', async () => {
    const { actor, fetches, saves } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    fetches[0].resolve(new Blob(['x']));
    await settle();
    saves[0].reject(new DownloadError('the browser blocked the download'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unexpected' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('blocked');
  });

  it('starts over when Download is pressed again after a failure', async () => {
    const { actor, fetches } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    fetches[0].reject(new DownloadError('the server answered 503', { reason: 'status', status: 503 }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'resume.download' });
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(fetches).toHaveLength(2);
    expect(fetches[1].input).toEqual(file);
  });

  it('names its steps as the path tests drive them: fetchResume, then saveFile', async () => {
    const { actor, fetches, saves, received } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['fetchResume']);
    fetches[0].resolve(new Blob(['x']));
    await settle();
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['saveFile']);
    saves[0].resolve();
    await settle();
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
    expect(received).toEqual([
      'xstate.init',
      'resume.download',
      'xstate.done.actor.fetchResume',
      'xstate.done.actor.saveFile',
    ]);
  });

  it('lets a finished download start again', async () => {
    const { actor, fetches, saves } = startWithFakeEffects();
    actor.send({ type: 'resume.download' });
    fetches[0].resolve(new Blob(['x']));
    await settle();
    saves[0].resolve();
    await settle();
    actor.send({ type: 'resume.download' });
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(fetches).toHaveLength(2);
  });

  describe('time-out', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`gives up on a stalled response after ${downloadTimeoutMs} ms`, () => {
      const { actor } = startWithFakeEffects();
      actor.send({ type: 'resume.download' });
      jest.advanceTimersByTime(downloadTimeoutMs - 1);
      expect(actor.getSnapshot().value).toBe('fetching');
      jest.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.failure).toEqual({ reason: 'timeout' });
    });

    it('names the time-out event as the path tests drive it', () => {
      const { actor, received } = startWithFakeEffects();
      actor.send({ type: 'resume.download' });
      jest.advanceTimersByTime(downloadTimeoutMs);
      expect(received).toEqual([
        'xstate.init',
        'resume.download',
        'xstate.after.downloadTimeout.resumeDownload.fetching',
      ]);
      expect(actor.getSnapshot().children).toEqual({});
    });
  });
});

describe('DownloadError', () => {
  it('is an Error named DownloadError: its message for developers, its failure for the visitor', () => {
    const error = new DownloadError('the server answered 500', { reason: 'status', status: 500 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DownloadError');
    expect(error.message).toBe('the server answered 500');
    expect(String(error)).toBe('DownloadError: the server answered 500');
    expect(error.failure).toEqual({ reason: 'status', status: 500 });
  });

  it('is unexpected unless it says why', () => {
    expect(new DownloadError('something broke').failure).toEqual({ reason: 'unexpected' });
  });
});

describe('resumeDownloadMachine effects', () => {
  const run = async () => {
    const actor = createActor(resumeDownloadMachine, { input: { file } }).start();
    actor.send({ type: 'resume.download' });
    return actor;
  };

  it('fetches the file with an abort signal and saves it through a revoked object URL', async () => {
    const network = controlledFetch();
    const disk = recordSavedFiles();
    const actor = await run();
    expect(network.fetchMock).toHaveBeenCalledWith(file.url, { signal: expect.any(AbortSignal) });
    network.respond('%PDF-1.7', { status: 200 });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(disk.saved).toEqual([{ href: disk.created[0], download: file.fileName }]);
    expect(disk.revoked).toEqual(disk.created);
    expect(actor.getSnapshot().value).toBe('done');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('clicks a hidden link inside the page, which it removes after the save settles', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const network = controlledFetch();
      const disk = recordSavedFiles();
      const clicked: { hidden: HTMLElement['hidden']; inPage: boolean; href: string; download: string }[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({
          hidden: this.hidden,
          inPage: document.body.contains(this),
          href: this.href,
          download: this.download,
        });
      });
      const actor = await run();
      network.respond('%PDF-1.7', { status: 200 });
      await jest.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('saving');
      expect(clicked).toEqual([{ hidden: true, inPage: true, href: disk.created[0], download: file.fileName }]);
      await jest.advanceTimersByTimeAsync(saveSettleMs - 1);
      expect(disk.revoked).toEqual([]);
      expect(document.querySelector('a[download]')).not.toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      expect(disk.revoked).toEqual(disk.created);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(actor.getSnapshot().value).toBe('done');
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the HTTP status of a failed response', async () => {
    const network = controlledFetch();
    recordSavedFiles();
    const actor = await run();
    network.respond('gone', { status: 404 });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'status', status: 404 });
  });

  it('records a network failure as unreachable', async () => {
    const network = controlledFetch();
    recordSavedFiles();
    const actor = await run();
    network.fail();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unreachable' });
  });

  it('aborts the request when it times out', async () => {
    jest.useFakeTimers();
    try {
      const network = controlledFetch();
      await run();
      const { signal } = network.fetchMock.mock.calls[0][1] as RequestInit;
      expect(signal!.aborted).toBe(false);
      jest.advanceTimersByTime(downloadTimeoutMs);
      expect(signal!.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('revokes the object URL even when saving fails', async () => {
    const network = controlledFetch();
    const disk = recordSavedFiles();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    const actor = await run();
    network.respond('x', { status: 200 });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unexpected' });
    expect(disk.revoked).toEqual(disk.created);
    expect(disk.created).toHaveLength(1);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
