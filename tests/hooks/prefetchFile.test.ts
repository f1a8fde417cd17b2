import { filePrefetch } from '../../src/hooks/prefetchFile';

/** A response whose body is read by `arrayBuffer`, as the cache needs. */
const answer = (status: number) => {
  const arrayBuffer = jest.fn(async () => new ArrayBuffer(8));
  return { response: { ok: status >= 200 && status < 300, status, arrayBuffer }, arrayBuffer };
};

describe('filePrefetch: a file fetched ahead into the HTTP cache', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fetches each address once and reads the whole body, whoever asks', async () => {
    const ok = answer(200);
    const fetchFile = jest.fn(async () => ok.response);
    globalThis.fetch = fetchFile as unknown as typeof fetch;
    const url = '/files/once.pdf';
    await Promise.all([filePrefetch(url)(), filePrefetch(url)()]);
    await filePrefetch(url)();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith(url);
    expect(ok.arrayBuffer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next ask tries again', async () => {
    const failed = answer(503);
    const ok = answer(200);
    const fetchFile = jest.fn().mockResolvedValueOnce(failed.response).mockResolvedValueOnce(ok.response);
    globalThis.fetch = fetchFile;
    const prefetch = filePrefetch('/files/flaky.pdf');
    await expect(prefetch()).rejects.toThrow('/files/flaky.pdf answered 503');
    await expect(prefetch()).resolves.toBe(true);
    expect(fetchFile).toHaveBeenCalledTimes(2);
    expect(failed.arrayBuffer).not.toHaveBeenCalled();
  });
});
