// Beside jest in npm test's second step (checksBesideJest.mjs): `npm run typecheck`, ESLint and
// Prettier's check (`npm run lint`'s two halves) side by side. Each is single-threaded and ESLint is
// the longest, so the three together end when ESLint does. Each one's output is printed whole once
// it ends, so they never interleave; exits 1 when any fails.
//
//   node tests/support/codeChecks.mjs
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.env.npm_execpath;

/** Runs `npm run <script>`; resolves with whether it passed, once its output is printed. */
function run(script) {
  return new Promise((resolve) => {
    // npm's own CLI (npm_execpath) under this Node where npm started us; else the `npm` on the PATH.
    const [command, args] = npm ? [process.execPath, [npm, 'run', script]] : ['npm', ['run', script]];
    const child = spawn(command, args, { cwd: root, shell: !npm && process.platform === 'win32' });
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
