// `npm test` runs jest in two parts (tests/support/runJest.mjs), chosen by TEST_PART. "together": every
// file whose checks do not time anything, on every core, with the second owner's run beside them.
// "alone": the files whose checks time animations, hover and press delays, or drive the two other
// engines (WebKit slows down most on a busy machine), one at a time with the machine to themselves.
// Without TEST_PART (`npx jest`), one jest runs them all, the timed files last (testSequencer.cjs).

/** The files of the "alone" part. */
const timedFiles = [
  /[\\/]tests[\\/]engines[\\/][^\\/]+\.test\.ts$/,
  ...['app-ready', 'cards-mid-fade', 'hoverable-tooltips', 'motion-touch', 'page-motion', 'theme'].map(
    (name) => new RegExp(`[\\\\/]tests[\\\\/]e2e[\\\\/]${name}\\.e2e\\.test\\.ts$`),
  ),
];

const isTimed = (path) => timedFiles.some((pattern) => pattern.test(path));

/** Whether the file at `path` runs in `part` (every file does without one). */
function runsInPart(path, part) {
  if (part === 'together') return !isTimed(path);
  if (part === 'alone') return isTimed(path);
  return true;
}

module.exports = { timedFiles, isTimed, runsInPart };
