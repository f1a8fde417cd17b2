import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** The last date the runtime bundled with the pinned wrangler (4.86.x, workerd 2026-04-26) accepts. */
export const compatibilityDate = '2026-04-01';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PagesRuntime {
  origin: string;
  close: () => void;
}

/** Why `wrangler pages dev` could not start: its port was taken meanwhile, or anything else. */
class StartFailure extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

/**
 * The real Cloudflare Pages runtime (`wrangler pages dev`: workerd with Pages' asset server, which
 * reads `_redirects` and `_headers`), offline and without an account, serving a build folder. The
 * port is free when chosen, but another process of the run may take it before wrangler does: then
 * wrangler stops ("Address already in use") and another port is tried. Ready is wrangler's own word
 * for it, never an answer on the port, which could come from that other process. `port` is the first
 * port to try (a free one unless given).
 */
export async function startPagesRuntime(dist: string, { port }: { port?: number } = {}): Promise<PagesRuntime> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(dist, attempt === 1 && port !== undefined ? port : await freePort());
    } catch (error) {
      if (!(error instanceof StartFailure && error.portTaken && attempt < 3)) throw error;
    }
  }
}

async function startOnPort(dist: string, port: number): Promise<PagesRuntime> {
  const state = mkdtempSync(join(tmpdir(), 'wrangler-state-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      dist,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      `--compatibility-date=${compatibilityDate}`,
      '--persist-to',
      state,
      // Info, for its "Ready on" line.
      '--log-level',
      'info',
    ],
    {
      cwd: state,
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const close = () => {
    child.kill();
    rmSync(state, { recursive: true, force: true });
  };
  // Its start-up output, for the messages below; once it is ready, what it logs of each request
  // is read and let go (a pipe nobody reads would stop it).
  let output = '';
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes(`Ready on ${origin}`)) resolve();
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', (code) => {
      const message = `wrangler pages dev exited (${code}):\n${output}`;
      reject(new StartFailure(message, output.includes('Address already in use')));
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`wrangler pages dev was not ready within 60 s:\n${output}`)), 60_000);
  });
  try {
    await Promise.race([ready, late]);
    for (const stream of [child.stdout, child.stderr]) stream?.removeAllListeners('data').resume();
    return { origin, close };
  } catch (error) {
    close();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
