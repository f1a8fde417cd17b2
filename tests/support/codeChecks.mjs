// npm test's second step: `npm run typecheck` and `npm run lint` side by side, one on each core
// (each is single-threaded: 54 s here one after the other, 44 s together). Each one's output
// is printed whole once it ends, so the two never interleave; exits 1 when either fails.
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

const results = await Promise.all(['typecheck', 'lint'].map(run));
if (results.includes(false)) process.exit(1);
