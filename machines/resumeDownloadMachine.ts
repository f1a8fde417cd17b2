import { assign, fromPromise, setup } from 'xstate';

interface ResumeFileRef {
  url: string;
  fileName: string;
}

export type DownloadFailure =
  { reason: 'unreachable' } | { reason: 'status'; status: number } | { reason: 'timeout' } | { reason: 'unexpected' };

/** `message` is for developers; `failure` is what the page shows the visitor. */
export class DownloadError extends Error {
  override name = 'DownloadError';

  constructor(
    message: string,
    readonly failure: DownloadFailure = { reason: 'unexpected' },
  ) {
    super(message);
  }
}

export const downloadTimeoutMs = 30_000;
export const saveSettleMs = 100;

/** One resume download: fetching, saving under its own name, failing with a reason, retrying. */
export const resumeDownloadMachine = setup({
  types: {
    input: {} as { file: ResumeFileRef },
    context: {} as { file: ResumeFileRef; blob: Blob | null; failure: DownloadFailure | null },
    events: {} as { type: 'resume.download' } | { type: 'resume.retry' },
  },
  actors: {
    fetchResume: fromPromise<Blob, ResumeFileRef>(async ({ input, signal }) => {
      let response: Response;
      try {
        response = await fetch(input.url, { signal });
      } catch {
        throw new DownloadError('the request got no answer', { reason: 'unreachable' });
      }
      if (!response.ok) {
        const { status } = response;
        throw new DownloadError(`the server answered ${status}`, { reason: 'status', status });
      }
      return response.blob();
    }),
    saveFile: fromPromise<void, { blob: Blob; fileName: string }>(async ({ input }) => {
      const objectUrl = URL.createObjectURL(input.blob);
      const anchor = document.createElement('a');
      anchor.href = objectUrl;
      anchor.download = input.fileName;
      anchor.hidden = true;
      try {
        document.body.append(anchor);
        anchor.click();
        // Some browsers read the blob a moment after the click; revoking at once can cancel the download.
        await new Promise((resolve) => setTimeout(resolve, saveSettleMs));
      } finally {
        anchor.remove();
        URL.revokeObjectURL(objectUrl);
      }
    }),
  },
  delays: { downloadTimeout: downloadTimeoutMs },
  actions: {
    clearFailure: assign({ failure: null }),
    keepBlob: assign({ blob: (_, params: { blob: Blob }) => params.blob }),
    dropBlob: assign({ blob: null }),
    // An error the download did not expect shows as "unexpected", never with its message.
    recordFailure: assign({
      failure: (_, { error }: { error: unknown }) =>
        error instanceof DownloadError ? error.failure : { reason: 'unexpected' as const },
    }),
    recordTimeout: assign({ failure: { reason: 'timeout' } }),
  },
}).createMachine({
  id: 'resumeDownload',
  context: ({ input }) => ({ file: input.file, blob: null, failure: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'resume.download': 'fetching' } },
    fetching: {
      tags: 'busy',
      entry: 'clearFailure',
      invoke: {
        id: 'fetchResume',
        src: 'fetchResume',
        input: ({ context }) => context.file,
        onDone: { target: 'saving', actions: { type: 'keepBlob', params: ({ event }) => ({ blob: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: { downloadTimeout: { target: 'failed', actions: 'recordTimeout' } },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveFile',
        src: 'saveFile',
        input: ({ context }) => ({ blob: context.blob!, fileName: context.file.fileName }),
        onDone: 'done',
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      exit: 'dropBlob',
    },
    done: { on: { 'resume.download': 'fetching' } },
    failed: { on: { 'resume.retry': 'fetching', 'resume.download': 'fetching' } },
  },
});
