// npm test's second step: the code checks (codeChecks.mjs: the type-check, ESLint and Prettier) and
// jest's parts (runJest.mjs) at once. One after the other, the checks alone held the machine for
// about 45 s with a core often idle; beside jest's first part they fill what it leaves. The checks'
// output is printed whole as each ends, between jest's reports; arguments go to jest. Exits 1 when
// either failed, saying so last when only the checks did.
//
//   node tests/support/checksBesideJest.mjs [jest arguments]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** Runs a script of this folder under this Node; resolves with whether it passed. */
function run(script, args = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [here(script), ...args], { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

const [checksPassed, testsPassed] = await Promise.all([
  run('./codeChecks.mjs'),
  run('./runJest.mjs', process.argv.slice(2)),
]);
if (!checksPassed && testsPassed) {
  console.error('\nThe code checks failed (their output is above, among the tests): npm test fails.');
}
process.exit(checksPassed && testsPassed ? 0 : 1);
