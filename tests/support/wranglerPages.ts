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

/**
 * The real Cloudflare Pages runtime (`wrangler pages dev`: workerd with Pages' asset server, which
 * reads `_redirects` and `_headers`), offline and without an account, serving a build folder.
 */
export async function startPagesRuntime(dist: string): Promise<PagesRuntime> {
  const port = await freePort();
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
      '--log-level',
      'warn',
    ],
    {
      cwd: state,
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const close = () => {
    child.kill();
    rmSync(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${origin}/`);
      return { origin, close };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  close();
  throw new Error(`wrangler pages dev did not answer within 60 s:\n${output}`);
}
