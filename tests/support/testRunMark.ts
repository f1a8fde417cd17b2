/** The environment variable that marks the processes of one jest run (its value: jest's own pid). */
export const testRunMark = 'PORTFOLIO_TEST_RUN';
