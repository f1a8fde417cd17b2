// `npm test` runs jest in three parts (tests/support/runJest.mjs), chosen by TEST_PART. "together":
// every file whose checks do not time anything, on every core, with the second owner's run beside
// them. "engines": the files that drive Firefox and WebKit, whose checks wait on hover and press
// delays (WebKit slows down most on a busy machine): one engine on each core, nothing else beside.
// "motion": the files whose checks time animations, hover and press delays in Chromium, one on each
// core with nothing else beside them (two at once passed six runs out of six, in 46–52 s against 82 s
// one at a time). Without TEST_PART (`npx jest`), one jest runs them all, the timed files last
// (testSequencer.cjs).

/** The files of the "engines" part. */
const engineFiles = [/[\\/]tests[\\/]engines[\\/][^\\/]+\.test\.ts$/];

/** The files of the "motion" part. */
const motionFiles = ['app-ready', 'cards-mid-fade', 'hoverable-tooltips', 'motion-touch', 'page-motion', 'theme'].map(
  (name) => new RegExp(`[\\\\/]tests[\\\\/]e2e[\\\\/]${name}\\.e2e\\.test\\.ts$`),
);

/** Every file that times something: the two last parts. */
const timedFiles = [...engineFiles, ...motionFiles];

const matches = (patterns, path) => patterns.some((pattern) => pattern.test(path));
const isTimed = (path) => matches(timedFiles, path);

/** The parts in the order npm test runs them, each with its files' patterns and its workers. */
const parts = {
  together: { patterns: null, maxWorkers: '100%' },
  engines: { patterns: engineFiles, maxWorkers: 2 },
  motion: { patterns: motionFiles, maxWorkers: 2 },
};

/** Whether the file at `path` runs in `part` (every file does without one). */
function runsInPart(path, part) {
  if (part === 'together') return !isTimed(path);
  if (Object.hasOwn(parts, part)) return matches(parts[part].patterns, path);
  return true;
}

module.exports = { parts, timedFiles, isTimed, runsInPart };
