/** The environment variable that marks the processes of one jest run (its value: jest's own pid). */
export const testRunMark = 'PORTFOLIO_TEST_RUN';

/**
 * The environment variable that marks a process a jest worker lends its files until it ends (the
 * Chromium environment's browser and servers, tests/support/chromiumEnvironment.cjs): the run's
 * teardown stops one still running without naming it as left behind by a test.
 */
export const lentProcessMark = 'PORTFOLIO_LENT_PROCESS';
