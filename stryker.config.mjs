// Mutation testing for the state machines: `npm run mutate` (report: reports/mutation/mutation.html).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['machines/**/*.ts'],
  testRunner: 'jest',
  jest: {
    configFile: 'jest.config.mjs',
    // The pure machine tests only. Never the build/browser suites (they build the site and launch
    // Chromium). Not the path tests under tests/machines/paths either: they render the whole app,
    // and almost every mutant here is static (the machine is built when its module loads), so
    // every mutant would rerun all of them. That took 30 min and reported even equivalent mutants
    // as timeouts; `npx jest tests/machines` still runs them.
    config: { testMatch: ['<rootDir>/tests/machines/*.test.ts'] },
  },
  coverageAnalysis: 'perTest',
  // No TypeScript checker: `tsc --noEmit` type-checks.
  checkers: [],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  thresholds: { high: 95, low: 90, break: 90 },
};
