import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, LaunchOptions } from 'playwright-core';
import { siteUrl } from '../../src/content';
import { startProductionServer } from './productionServer.cjs';

const root = join(__dirname, '../..');

export interface BuiltSite {
  /** The build's folder. */
  dist: string;
  /** Every file in it, relative to `dist`. */
  files: string[];
  /** The production server's address, e.g. `http://localhost:40123`. */
  origin: string;
  /** The server's process id, to read its open descriptors and memory in /proc. */
  pid: number;
  /** True while the server process runs. */
  isRunning: () => boolean;
  close: () => void;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path)];
    });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BuildOptions {
  /** `BASE_PATH` of the build, e.g. `/repo-name/` (the server follows the build); the site is at the root without it. */
  basePath?: string;
  /** Another copy of the project to build, named by `name` (its build goes beside this run's). */
  project?: { dir: string; name: string };
}

/** The build's own environment: where it goes and which path it is built for. */
function buildEnv({ basePath, project }: BuildOptions): Record<string, string> {
  const dist = process.env.SITE_BUILD_DIR;
  if (!dist) throw new Error('SITE_BUILD_DIR is not set: run the browser and build tests through jest.');
  if (project) return { DIST_DIR: `${dist}-${project.name}` };
  if (!basePath) return { DIST_DIR: dist };
  // Published under that path too, as the deploy workflow says: canonical addresses follow it.
  const siteAddress = new URL(basePath.slice(1), new URL(siteUrl).origin + '/').href;
  return { DIST_DIR: `${dist}-${basePath.replace(/\W+/g, '-')}`, BASE_PATH: basePath, SITE_URL: siteAddress };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until no other build of this run is going on, then holds the run's build lock until `build`
 * ends. The run's builds share the image variants Rsbuild's config encodes (node_modules/.cache): on
 * a fresh clone two builds at once each encoded every photo; one after the other, the second reuses them.
 */
async function oneBuildAtATime<T>(build: () => T): Promise<T> {
  const runLock = `${process.env.SITE_BUILD_DIR}-building.lock`;
  const holder = join(runLock, 'pid');
  for (;;) {
    try {
      mkdirSync(runLock);
      writeFileSync(holder, String(process.pid));
      break;
    } catch {
      // A lock whose holder has gone (a run stopped mid-build) is let go.
      if (existsSync(holder) && !isRunning(Number(readFileSync(holder, 'utf8'))))
        rmSync(runLock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return build();
  } finally {
    rmSync(runLock, { recursive: true, force: true });
  }
}

/**
 * Builds the production site once per test run (into the folder globalSetup chose), however many
 * test files ask for it at the same time: the first takes a lock and builds, the others wait.
 */
async function buildOnce(env: Record<string, string>, cwd = root): Promise<string> {
  const dist = env.DIST_DIR;
  const built = join(dist, '.built');
  const lock = `${dist}.lock`;
  if (existsSync(built)) return dist;
  try {
    mkdirSync(lock);
  } catch {
    while (!existsSync(built)) {
      if (!existsSync(lock)) throw new Error('The shared build failed in another test file.');
      await sleep(200);
    }
    return dist;
  }
  try {
    await oneBuildAtATime(() =>
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build', '--log-level', 'error'],
        {
          cwd,
          env: { ...process.env, NODE_ENV: 'production', ...env },
          stdio: 'pipe',
        },
      ),
    );
    writeFileSync(built, '');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return dist;
}

/** The production server on the build `env` names, on a free port. */
const startServer = (env: Record<string, string>) => startProductionServer({ ...process.env, ...env });

/** What the Chromium spec files' environment lends them (tests/support/chromiumEnvironment.cjs). */
export interface WorkerChromium {
  browser: (options: LaunchOptions) => Promise<Browser>;
  server: (dist: string) => Promise<{ origin: string; pid: number }>;
  store: Record<string, unknown>;
}

/** The worker's lent Chromium, server and store, in a file of the Chromium environment; else undefined. */
export const workerChromium = () => (globalThis as { workerChromium?: WorkerChromium }).workerChromium;

/**
 * This test run's production build, served by the production server the jest worker lends its files
 * (`workerChromium`), started by the first that asks; `close` leaves it to the next file.
 */
export async function lentBuild(lent: WorkerChromium): Promise<BuiltSite> {
  const dist = await buildOnce(buildEnv({}));
  const { origin, pid } = await lent.server(dist);
  return { dist, files: listFiles(dist), origin, pid, isRunning: () => isRunning(pid), close: () => undefined };
}

/** The production build of this test run, served by its own production server. */
export async function buildAndServe(options: BuildOptions = {}): Promise<BuiltSite> {
  const env = buildEnv(options);
  const dist = await buildOnce(env, options.project?.dir);
  // The server takes the base path from the build itself, not from the environment.
  const { server, origin } = await startServer({ DIST_DIR: dist });
  return {
    dist,
    files: listFiles(dist),
    origin,
    pid: server.pid!,
    isRunning: () => server.exitCode === null && server.signalCode === null,
    close: () => server.kill(),
  };
}
