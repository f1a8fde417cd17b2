// `npm test` runs jest in three parts (tests/support/runJest.mjs), chosen by TEST_PART. "owner": the
// other owners' runs, one after the other, each a jest of its own in a copy of the project, on every
// core (tests/owners/ownerRuns.ts); first, so that the code checks beside it (checksBesideJest.mjs)
// fill the core its first build leaves idle while it encodes that owner's photos. "together": every
// other file whose checks do not time anything, on every core. One after the other, those two parts
// keep two browsers on two cores: beside each other they kept three, and took about 80 s longer
// (546 s against 333 + 129 s, and 1,014 CPU-s against 851, measured one after the other on one
// machine). "timed": the files whose checks wait on animations, hover and press delays, one on each
// core with nothing else beside them (wall-timed checks failed under load): first the two that drive
// Firefox and WebKit (WebKit slows down most on a busy machine), one engine on each core, then the
// Chromium files that time motion, each beside another timed file (two at once passed six runs out
// of six, in 46–52 s against 82 s one at a time). The sequencer (testSequencer.cjs) keeps that order.
// Without TEST_PART (`npx jest`), one jest runs them all, the other owners' runs beside the first
// files and the timed files last.

/** The files that drive Firefox and WebKit. */
const engineFiles = [/[\\/]tests[\\/]engines[\\/][^\\/]+\.test\.ts$/];

/** The Chromium files that time motion and delays. */
const motionFiles = ['cards-mid-fade', 'hoverable-tooltips', 'motion-touch', 'page-motion', 'theme'].map(
  (name) => new RegExp(`[\\\\/]tests[\\\\/]e2e[\\\\/]${name}\\.e2e\\.test\\.ts$`),
);

/** Every file that times something: the last part, the engines first. */
const timedFiles = [...engineFiles, ...motionFiles];

/** The file that waits for the other owners' runs and reads their reports. */
const ownerFiles = [/[\\/]tests[\\/]owners[\\/]owners\.test\.ts$/];

const matches = (patterns, path) => patterns.some((pattern) => pattern.test(path));
const isTimed = (path) => matches(timedFiles, path);

/**
 * The parts in the order npm test runs them, each with its files' patterns (none for the part that
 * takes every file the others do not) and its workers. The owner's part is one file that waits: its
 * run's jest has every core.
 */
const parts = {
  owner: { patterns: ownerFiles, maxWorkers: 1 },
  together: { patterns: null, maxWorkers: '100%' },
  timed: { patterns: timedFiles, maxWorkers: 2 },
};

/** The patterns of every part but the one that takes the rest. */
const partPatterns = Object.values(parts).flatMap(({ patterns }) => patterns ?? []);

/** Whether the file at `path` runs in `part` (every file does without one). */
function runsInPart(path, part) {
  if (part === 'together') return !matches(partPatterns, path);
  if (Object.hasOwn(parts, part)) return matches(parts[part].patterns, path);
  return true;
}

module.exports = { parts, partPatterns, engineFiles, timedFiles, ownerFiles, isTimed, runsInPart };
