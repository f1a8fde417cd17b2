import { enginePlan, isCI, localEngines } from './tests/support/browserEngines.mjs';
import testParts from './tests/support/testParts.cjs';

// On an owner's machine the test files of a browser engine it lacks are left out, with a line saying
// what to install; in CI every engine is required.
const engines = enginePlan({ ci: isCI(process.env), found: localEngines().found });
for (const note of engines.notes) console.warn(note);

// The part of `npm test` this jest runs, if any (tests/support/testParts.cjs).
const part = process.env.TEST_PART;
if (part && !Object.hasOwn(testParts.parts, part)) {
  throw new Error(`TEST_PART is "${part}": it names one of ${Object.keys(testParts.parts).join(', ')}.`);
}
const otherPartsSources = testParts.partPatterns.map((pattern) => pattern.source);

/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: new URL('./tests/support/environment.cjs', import.meta.url).pathname,
  globalSetup: '<rootDir>/tests/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  ...(part && part !== 'together'
    ? { testRegex: testParts.parts[part].patterns.map((pattern) => pattern.source) }
    : { testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'] }),
  // The timed files run with nothing beside them but their own kind: wall-timed checks failed under
  // load. The rest run on every core in a part of `npm test`, the second owner's run before them in a
  // part of its own; a plain `npx jest` keeps jest's default (cores − 1), the second owner's run
  // beside its first files and the timed files last (the sequencer).
  ...(part && { maxWorkers: testParts.parts[part].maxWorkers }),
  testSequencer: '<rootDir>/tests/support/testSequencer.cjs',
  // The measuring tools' own installs (tests/tools/*/node_modules): never tests, and no test imports them.
  modulePathIgnorePatterns: ['<rootDir>/tests/tools/'],
  testPathIgnorePatterns: ['/node_modules/', ...engines.ignore, ...(part === 'together' ? otherPartsSources : [])],
  // Tests share two cores with builds and browsers: the first test of a file that loads react-aria
  // can take more than jest's default 5 s there.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
  // A browser or server a slow machine failed to close in time must not hold the finished run open;
  // the global teardown names any process left behind.
  forceExit: true,
};
