import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(__dirname, '../..');

export interface BuiltSite {
  /** The build's folder. */
  dist: string;
  /** Every file in it, relative to `dist`. */
  files: string[];
  /** The production server's address, e.g. `http://localhost:40123`. */
  origin: string;
  close: () => void;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

function startServer(dist: string): Promise<{ server: ChildProcess; origin: string }> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, [join(root, 'src/server/serve.mjs')], {
      env: { ...process.env, DIST_DIR: dist, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) resolve({ server, origin: `http://localhost:${match[1]}` });
    });
    server.on('exit', (code) => reject(new Error(`The server exited with ${code}: ${errors}`)));
  });
}

/** Builds the production site into a temporary folder and serves it with the production server. */
export async function buildAndServe(): Promise<BuiltSite> {
  const dist = mkdtempSync(join(tmpdir(), 'portfolio-dist-'));
  execFileSync(process.execPath, [join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build', '--log-level', 'error'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: dist },
    stdio: 'pipe',
  });
  const { server, origin } = await startServer(dist);
  return {
    dist,
    files: listFiles(dist),
    origin,
    close: () => {
      server.kill();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
