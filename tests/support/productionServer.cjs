// Starts the production server (src/server/serve.mjs) for the tests on a free port, with `env` as its
// whole environment (DIST_DIR names the build): for builtSite.ts and for the server a jest worker
// lends its files (chromiumEnvironment.cjs).
const { spawn } = require('node:child_process');
const { join } = require('node:path');

const serverScript = join(__dirname, '../../src/server/serve.mjs');

/**
 * Resolves with the server's process and address once it listens; rejects, with what it printed to
 * stderr, if it exits before.
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ server: import('node:child_process').ChildProcess, origin: string }>}
 */
function startProductionServer(env) {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, [serverScript], {
      env: { ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    server.stderr.on('data', (chunk) => (errors += chunk.toString()));
    server.stdout.on('data', (chunk) => {
      const match = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) resolve({ server, origin: `http://localhost:${match[1]}` });
    });
    server.on('exit', (code) => reject(new Error(`The server exited with ${code}: ${errors}`)));
  });
}

module.exports = { startProductionServer };
