// Builds and checks more generated owners' sites than npm test does (tests/browser/generatedOwners.browser.test.ts):
//
//   npm run owners:generated -- [--runs N (default 20)] [--seed S (default: a new one, printed)]
//
// A failure prints the owner that broke the site and the seed that makes it again.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' }, seed: { type: 'string' } } });
const seed = values.seed ?? String(Date.now() % 2 ** 31);
console.log(`generated owners: ${values.runs} runs from seed ${seed}`);
const run = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL('../../node_modules/jest/bin/jest.js', import.meta.url)),
    'tests/browser/generatedOwners.browser.test.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, GENERATED_OWNERS: values.runs, GENERATED_OWNERS_SEED: seed } },
);
process.exit(run.status ?? 1);
