import { assign, fromPromise, setup } from 'xstate';

export interface ResumeFileRef {
  /** Where the file is served, e.g. `/Jamie_Sample_Resume.pdf`. */
  url: string;
  /** The name the visitor's browser saves it under. */
  fileName: string;
}

/** Why a download failed: the view puts it into the visitor's words (the site's content). */
export type DownloadFailure =
  { reason: 'unreachable' } | { reason: 'status'; status: number } | { reason: 'timeout' } | { reason: 'unexpected' };

export interface ResumeDownloadContext {
  file: ResumeFileRef;
  blob: Blob | null;
  /** Why the last attempt failed; null unless failed. */
  failure: DownloadFailure | null;
}

export type ResumeDownloadEvent = { type: 'resume.download' } | { type: 'resume.retry' };

/**
 * Thrown by the download's steps: `message` says what happened (for developers), `failure` what the
 * visitor is told; one that does not say is unexpected.
 */
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

/** How long the save step waits after its click before it revokes the object URL. */
export const saveSettleMs = 100;

async function fetchBlob({ input, signal }: { input: ResumeFileRef; signal: AbortSignal }) {
  let response: Response;
  try {
    response = await fetch(input.url, { signal });
  } catch {
    throw new DownloadError('the network is unreachable', { reason: 'unreachable' });
  }
  if (!response.ok) {
    throw new DownloadError(`the server answered ${response.status}`, { reason: 'status', status: response.status });
  }
  return response.blob();
}

async function saveBlob({ input }: { input: { blob: Blob; fileName: string } }) {
  const objectUrl = URL.createObjectURL(input.blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = input.fileName;
  anchor.hidden = true;
  try {
    document.body.append(anchor);
    anchor.click();
    // Some browsers read the blob a moment after the click; revoking synchronously can cancel it.
    await new Promise((resolve) => setTimeout(resolve, saveSettleMs));
  } finally {
    anchor.remove();
    URL.revokeObjectURL(objectUrl);
  }
}

/** What the visitor is told about `error`: nothing of an error the download did not expect. */
function failureOf(error: unknown): DownloadFailure {
  return error instanceof DownloadError ? error.failure : { reason: 'unexpected' };
}

export const resumeDownloadMachine = setup({
  types: {
    input: {} as { file: ResumeFileRef },
    context: {} as ResumeDownloadContext,
    events: {} as ResumeDownloadEvent,
  },
  actors: {
    fetchResume: fromPromise<Blob, ResumeFileRef>(fetchBlob),
    saveFile: fromPromise<void, { blob: Blob; fileName: string }>(saveBlob),
  },
  delays: {
    downloadTimeout: downloadTimeoutMs,
  },
  actions: {
    clearFailure: assign({ failure: null }),
    keepBlob: assign({ blob: (_, params: { blob: Blob }) => params.blob }),
    dropBlob: assign({ blob: null }),
    recordFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    recordTimeout: assign({ failure: { reason: 'timeout' } }),
  },
}).createMachine({
  id: 'resumeDownload',
  context: ({ input }) => ({ file: input.file, blob: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'resume.download': 'fetching' },
    },
    fetching: {
      tags: 'busy',
      entry: 'clearFailure',
      invoke: {
        id: 'fetchResume',
        src: 'fetchResume',
        input: ({ context }) => context.file,
        onDone: {
          target: 'saving',
          actions: { type: 'keepBlob', params: ({ event }) => ({ blob: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: {
        downloadTimeout: { target: 'failed', actions: 'recordTimeout' },
      },
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
    done: {
      on: { 'resume.download': 'fetching' },
    },
    failed: {
      on: {
        'resume.retry': 'fetching',
        'resume.download': 'fetching',
      },
    },
  },
});
