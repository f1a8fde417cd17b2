// `npm test` runs jest in two parts (tests/support/runJest.mjs), chosen by TEST_PART. "together":
// every file whose checks do not time anything, on every core, with the second owner's run beside
// them. "timed": the files whose checks wait on animations, hover and press delays, one on each core
// with nothing else beside them (wall-timed checks failed under load): first the two that drive
// Firefox and WebKit (WebKit slows down most on a busy machine), one engine on each core, then the
// Chromium files that time motion, each beside another timed file (two at once passed six runs out of
// six, in 46–52 s against 82 s one at a time). The sequencer (testSequencer.cjs) keeps that order.
// Without TEST_PART (`npx jest`), one jest runs them all, the timed files last.

/** The files that drive Firefox and WebKit. */
const engineFiles = [/[\\/]tests[\\/]engines[\\/][^\\/]+\.test\.ts$/];

/** The Chromium files that time motion and delays. */
const motionFiles = ['app-ready', 'cards-mid-fade', 'hoverable-tooltips', 'motion-touch', 'page-motion', 'theme'].map(
  (name) => new RegExp(`[\\\\/]tests[\\\\/]e2e[\\\\/]${name}\\.e2e\\.test\\.ts$`),
);

/** Every file that times something: the last part, the engines first. */
const timedFiles = [...engineFiles, ...motionFiles];

const matches = (patterns, path) => patterns.some((pattern) => pattern.test(path));
const isTimed = (path) => matches(timedFiles, path);

/** The parts in the order npm test runs them, each with its files' patterns and its workers. */
const parts = {
  together: { patterns: null, maxWorkers: '100%' },
  timed: { patterns: timedFiles, maxWorkers: 2 },
};

/** Whether the file at `path` runs in `part` (every file does without one). */
function runsInPart(path, part) {
  if (part === 'together') return !isTimed(path);
  if (Object.hasOwn(parts, part)) return matches(parts[part].patterns, path);
  return true;
}

module.exports = { parts, engineFiles, timedFiles, isTimed, runsInPart };
