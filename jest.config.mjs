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
  testPathIgnorePatterns: ['/node_modules/'],
  clearMocks: true,
  restoreMocks: true,
  // A browser or server a slow machine failed to close in time must not hold the finished run open;
  // the global teardown names any process left behind.
  forceExit: true,
};
