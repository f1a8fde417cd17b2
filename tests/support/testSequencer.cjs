// Jest's own order (files that failed last time first, then the slowest, or the largest on a fresh
// clone, which has no timings yet) within three groups. The second owner's run (tests/owners) starts
// in globalSetup and goes on beside the first group, the files whose checks do not time motion;
// then its test file waits for it and reads its report; then the files that time motion and delays
// or drive the two other engines (WebKit slows down most on a busy machine), which npm test runs in
// parts of their own (testParts.cjs).
const Sequencer = require('@jest/test-sequencer').default;
const { isTimed } = require('./testParts.cjs');

const isOwnerRun = (test) => /[\\/]tests[\\/]owners[\\/]secondOwner\.test\.ts$/.test(test.path);

class OwnerRunBesideSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [
      ...sorted.filter((test) => !isOwnerRun(test) && !isTimed(test.path)),
      ...sorted.filter(isOwnerRun),
      ...sorted.filter((test) => isTimed(test.path)),
    ];
  }
}

module.exports = OwnerRunBesideSequencer;
