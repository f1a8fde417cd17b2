// Jest's own order (files that failed last time first, then the slowest, or the largest on a fresh
// clone, which has no timings yet), except that a run of the whole project for another owner
// (tests/owners) always starts first: it is the longest file by far, and started last it would
// leave the other worker idle at the end.
const Sequencer = require('@jest/test-sequencer').default;

const isOwnerRun = (test) => /[\\/]tests[\\/]owners[\\/]/.test(test.path);

class OwnersFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter(isOwnerRun), ...sorted.filter((test) => !isOwnerRun(test))];
  }
}

module.exports = OwnersFirstSequencer;
