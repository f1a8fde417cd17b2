// Jest's own order (files that failed last time first, then the slowest, or the largest on a fresh
// clone, which has no timings yet) within three groups. Without npm test's parts, the other owners'
// runs (tests/owners) start in globalSetup and go on beside the first group, the files whose checks
// do not time motion; then their test file waits for them and reads their reports; then the timed files.
// npm test runs each group in a part of its own (testParts.cjs), the timed files WebKit's first, the
// slowest, then Firefox's, one on each core, and the Chromium files that time motion as a core comes
// free. Within the first group, one file that runs in Node goes first and the jsdom files next:
// the first browser or build file builds the site (on a fresh clone that includes the photos' first
// encoding, about 30 s on one core), and the jsdom files, which need no build, keep the other core
// busy meanwhile rather than another browser file waiting for that build.
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;
const { engineFiles, isTimed, ownerFiles } = require('./testParts.cjs');

const isOwnerRun = (test) => ownerFiles.some((pattern) => pattern.test(test.path));
const drivesEngine = (test) => engineFiles.some((pattern) => pattern.test(test.path));
/** WebKit's file, then Firefox's, then the rest of that folder. */
const engineOrder = ['webkit', 'firefox'];
function engineRank(test) {
  const rank = engineOrder.findIndex((name) => test.path.includes(`${name}.engine.`));
  return rank === -1 ? engineOrder.length : rank;
}

/**
 * Whether the file's docblock runs it in Node (or in Node with the worker's Chromium,
 * chromiumEnvironment.cjs): the browser and build tests, and some others.
 */
const runsInNode = (test) =>
  /@jest-environment\s+(node\b|\S*chromiumEnvironment\.cjs)/.test(readFileSync(test.path, 'utf8').slice(0, 2000));

/** One file that runs in Node, then the jsdom files, then the other files that run in Node. */
function jsdomWhileTheFirstBuilds(tests) {
  const inNode = tests.filter(runsInNode);
  return [...inNode.slice(0, 1), ...tests.filter((test) => !inNode.includes(test)), ...inNode.slice(1)];
}

class OwnerRunBesideSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const timed = sorted.filter((test) => isTimed(test.path));
    return [
      ...jsdomWhileTheFirstBuilds(sorted.filter((test) => !isOwnerRun(test) && !isTimed(test.path))),
      ...sorted.filter(isOwnerRun),
      ...timed.filter(drivesEngine).sort((a, b) => engineRank(a) - engineRank(b)),
      ...timed.filter((test) => !drivesEngine(test)),
    ];
  }
}

module.exports = OwnerRunBesideSequencer;
