import { enginePlan, isCI, localEngines } from './tests/support/browserEngines.mjs';

// On an owner's machine the test files of a browser engine it lacks are left out, with a line saying
// what to install; in CI every engine is required.
const engines = enginePlan({ ci: isCI(process.env), found: localEngines().found });
for (const note of engines.notes) console.warn(note);

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
  testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
  // One worker on two cores (jest's default, cores − 1): with a second worker each browser file took
  // about twice as long and the whole run no less (2,440 s against 2,482 s), and wall-timed browser
  // checks failed under the load. The second owner's run goes on beside this one's first files
  // instead, and the files that time motion come after it (the sequencer).
  testSequencer: '<rootDir>/tests/support/testSequencer.cjs',
  testPathIgnorePatterns: ['/node_modules/', ...engines.ignore],
  // Tests share two cores with builds and browsers: the first test of a file that loads react-aria
  // can take more than jest's default 5 s there.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
  // A browser or server a slow machine failed to close in time must not hold the finished run open;
  // the global teardown names any process left behind.
  forceExit: true,
};
