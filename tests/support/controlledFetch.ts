/** Replaces `fetch` with one whose responses the test settles by hand, one request at a time. */
export function controlledFetch() {
  const pending: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const fetchMock = jest.fn(
    (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })),
  );
  global.fetch = fetchMock as typeof fetch;
  const next = () => {
    const request = pending.shift();
    if (!request) throw new Error('No request is waiting for a response.');
    return request;
  };
  return {
    fetchMock,
    respond: (body: BodyInit, init?: ResponseInit) => next().resolve(new Response(body, init)),
    fail: (error = new TypeError('Failed to fetch')) => next().reject(error),
  };
}

/** Records object URLs made and revoked, and the files the page asked the browser to save. */
export function recordSavedFiles() {
  const created: string[] = [];
  const revoked: string[] = [];
  const saved: { href: string; download: string }[] = [];
  let count = 0;
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:http://localhost/${++count}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => {
    revoked.push(url);
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { created, revoked, saved };
}
