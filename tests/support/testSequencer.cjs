// Jest's own order (files that failed last time first, then the slowest, or the largest on a fresh
// clone, which has no timings yet) within three parts. The second owner's run (tests/owners) starts
// in globalSetup and goes on beside the first part, the files whose checks do not time motion;
// then its test file waits for it and reads its report; then the files that time motion, delays and
// the two other engines (WebKit slows down most on a busy machine) run with the machine to
// themselves.
const Sequencer = require('@jest/test-sequencer').default;

const isOwnerRun = (test) => /[\\/]tests[\\/]owners[\\/]secondOwner\.test\.ts$/.test(test.path);

/** Files whose checks time animations, hover and press delays or other engines: run last, alone. */
const timesMotion = [
  /[\\/]tests[\\/]engines[\\/]/,
  /[\\/]tests[\\/]e2e[\\/](app-ready|cards-mid-fade|hoverable-tooltips|motion-touch|page-motion|theme)\.e2e\.test\.ts$/,
];
const isTimed = (test) => timesMotion.some((pattern) => pattern.test(test.path));

class OwnerRunBesideSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [
      ...sorted.filter((test) => !isOwnerRun(test) && !isTimed(test)),
      ...sorted.filter(isOwnerRun),
      ...sorted.filter(isTimed),
    ];
  }
}

module.exports = OwnerRunBesideSequencer;
