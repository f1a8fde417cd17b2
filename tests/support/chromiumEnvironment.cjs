// The environment of the Chromium spec files (`@jest-environment ./tests/support/chromiumEnvironment.cjs`):
// Node's, with one Chromium and one production server per build lent by each jest worker to every
// file it runs (`startE2E` in tests/e2e/support.ts), and a store the page pool keeps its pages in
// (tests/support/pagePool.ts). The first file that asks starts them; they stay until the worker
// ends. A file then spends no time starting a browser and a server, and its first visit is a
// returning one in a warm renderer. This module runs in the worker's own Node, outside each file's
// module registry, so what it starts outlives the file; the files reach it as `workerChromium`.
const { spawn } = require('node:child_process');
const { TestEnvironment } = require('jest-environment-node');

/** @type {Promise<import('playwright-core').Browser> | undefined} */
let browser;
/** The worker's servers, by build folder. @type {Map<string, Promise<{ origin: string, pid: number }>>} */
const servers = new Map();
/** @type {import('node:child_process').ChildProcess[]} */
const serverProcesses = [];
/** What the page pool keeps between files. */
const store = {};
/** Marks what this worker lends (tests/support/testRunMark.ts): the run's teardown stops it silently. */
const lentEnvironment = () => ({ ...process.env, PORTFOLIO_LENT_PROCESS: '1' });

// The servers end with the worker (Chromium ends with it too: its pipe closes).
process.on('exit', () => {
  for (const server of serverProcesses) server.kill();
});

/** Starts the production server (`script`) on `dist`; resolves with its address once it listens. */
function startServer(script, dist) {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, [script], {
      env: { ...lentEnvironment(), DIST_DIR: dist, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    serverProcesses.push(server);
    let errors = '';
    server.stderr.on('data', (chunk) => (errors += chunk.toString()));
    server.stdout.on('data', (chunk) => {
      const match = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) resolve({ origin: `http://localhost:${match[1]}`, pid: server.pid });
    });
    server.on('exit', (code) => {
      servers.delete(dist);
      reject(new Error(`The server exited with ${code}: ${errors}`));
    });
  });
}

const workerChromium = {
  /** The worker's Chromium, launched with `options` by the first file that asks (again if it has gone). */
  async browser(options) {
    const running = await browser?.catch(() => undefined);
    if (!running?.isConnected())
      browser = require('playwright-core').chromium.launch({ ...options, env: lentEnvironment() });
    return browser;
  },
  /** The worker's production server of the build in `dist`, started by the first file that asks. */
  server(script, dist) {
    if (!servers.has(dist)) servers.set(dist, startServer(script, dist));
    return servers.get(dist);
  },
  store,
};

class ChromiumEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.workerChromium = workerChromium;
  }
}

module.exports = ChromiumEnvironment;
