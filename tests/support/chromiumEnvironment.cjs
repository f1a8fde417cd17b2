// The environment of the Chromium spec files (`@jest-environment ./tests/support/chromiumEnvironment.cjs`):
// Node's, with one Chromium and one production server per build lent by each jest worker to every
// file it runs (`startE2E` in tests/e2e/support.ts), and a store the page pool keeps its pages in
// (tests/support/pagePool.ts). The first file that asks starts them; they stay until the worker
// ends. A file then spends no time starting a browser and a server, and its first visit is a
// returning one in a warm renderer. This module runs in the worker's own Node, outside each file's
// module registry, so what it starts outlives the file; the files reach it as `workerChromium`.
const { TestEnvironment } = require('jest-environment-node');
const { startProductionServer } = require('./productionServer.cjs');

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

/** The production server on `dist`, lent until the worker ends (a server that exits is started again). */
async function startServer(dist) {
  const { server, origin } = await startProductionServer({ ...lentEnvironment(), DIST_DIR: dist });
  serverProcesses.push(server);
  server.on('exit', () => servers.delete(dist));
  return { origin, pid: server.pid };
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
  server(dist) {
    if (!servers.has(dist))
      servers.set(
        dist,
        startServer(dist).catch((error) => {
          servers.delete(dist);
          throw error;
        }),
      );
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
