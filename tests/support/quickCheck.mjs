// `npm run check`: what a change to a page, a content field, a word or a token needs before the full
// `npm test`. The type-check, ESLint and Prettier (both with their caches, so a second run reads only
// the files changed since) beside jest on every test file that neither builds the site nor opens a
// browser (./quickFiles.mjs), on this project's content; then the content's own tests (tests/owners/ownerSuites.mjs)
// that need neither, on a copy of the project with the second owner's content (ownerCopy.mjs). What
// it leaves to `npm test`: the production build and server, every browser, the other owners' whole
// runs, and the tests of the project's own tools and rules (tests/lint).
//
//   node tests/support/quickCheck.mjs
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownerCopy } from '../owners/ownerCopy.mjs';
import { contentTestFiles } from '../owners/ownerSuites.mjs';
import { isQuick, quickFiles } from './quickFiles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (path) => join(root, 'node_modules', path);

const quickTestFiles = quickFiles();

/** Runs a command; resolves with whether it passed, its output printed whole (when it failed) once it ends. */
function run(label, args, cwd = root) {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
      process.stdout.write(
        `${code === 0 ? '' : output}${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`,
      );
      resolve(code === 0);
    });
  });
}

const jest = (files) => [bin('jest/bin/jest.js'), '--silent', '--maxWorkers=2', '--runTestsByPath', ...files];
const cache = join(root, 'node_modules/.cache/quick-check');
const codeChecks = () =>
  Promise.all([
    run('the type-check', [bin('typescript-native/bin/tsc'), '--noEmit']),
    run('ESLint', [bin('eslint/bin/eslint.js'), '--cache', '--cache-location', join(cache, 'eslint'), '.']),
    run('Prettier', [
      bin('prettier/bin/prettier.cjs'),
      '--check',
      '--cache',
      '--cache-location',
      join(cache, 'prettier'),
      '.',
      '!src/content/**',
    ]),
  ]);

async function onSecondOwner() {
  const copy = ownerCopy(join(root, 'tests/owners/second'));
  try {
    const files = contentTestFiles.filter(isQuick);
    return await run(`${files.length} test files of the content on the second owner's`, jest(files), copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const startedAt = performance.now();
const results = await Promise.all([
  codeChecks(),
  run(`${quickTestFiles.length} test files on this content`, jest(quickTestFiles)).then(async (passed) => [
    passed,
    await onSecondOwner(),
  ]),
]);
const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
const passed = results.flat().every(Boolean);
console.log(`\nnpm run check ${passed ? 'passed' : 'failed'} in ${seconds} s. Before merging, run the whole npm test.`);
process.exit(passed ? 0 : 1);
