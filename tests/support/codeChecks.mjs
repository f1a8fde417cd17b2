// Beside jest in npm test's second step (checksBesideJest.mjs): `npm run typecheck`, ESLint and
// Prettier's check (`npm run lint`'s two halves) side by side. Each is single-threaded and ESLint is
// the longest, so the three together end when ESLint does. Each one's output is printed whole once
// it ends, so they never interleave; exits 1 when any fails.
//
//   node tests/support/codeChecks.mjs
import { fileURLToPath } from 'node:url';
import { spawnNpm } from './npmCommand.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run <script>`; resolves with whether it passed, once its output is printed. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawnNpm(['run', script], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (passed, note = '') => {
      process.stdout.write(output + note);
      resolve(passed);
    };
    child.on('error', (error) => done(false, `npm run ${script} could not start: ${error.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

const results = await Promise.all(['typecheck', 'lint:code', 'format:check'].map(run));
if (results.includes(false)) process.exit(1);
