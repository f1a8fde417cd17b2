import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { type OwnerRuns, endOwnerRuns } from '../owners/ownerRuns';
import { removeSharedBuilds } from './sharedBuilds.mjs';
import { lentProcessMark, testRunMark } from './testRunMark';

/** The processes started during this run: each carries the run's mark in its environment. */
function processesOfThisRun(): { pid: number; args: string; lent: boolean }[] {
  const mark = `${testRunMark}=${process.env[testRunMark]}`;
  if (!process.env[testRunMark]) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .flatMap((name) => {
      try {
        const environment = readFileSync(`/proc/${name}/environ`, 'latin1').split('\0');
        if (!environment.includes(mark)) return [];
        const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
        return args ? [{ pid: Number(name), args, lent: environment.includes(`${lentProcessMark}=1`) }] : [];
      } catch {
        return []; // Gone already, or another user's.
      }
    });
}

/**
 * Names and stops the processes a test left running (a server, a browser or its driver). Jest's
 * workers have ended by now, and a browser they started would outlive them (and keep a pipe of
 * `npm test` open); this says which test to fix. Processes are found by the mark globalSetup put
 * into the environment, which every process started by the tests inherits (Linux's /proc; elsewhere
 * nothing is listed).
 */
function stopLeftoverProcesses() {
  if (!existsSync('/proc/self/environ')) return;
  const leftovers = processesOfThisRun();
  const left = leftovers.filter((leftover) => !leftover.lent);
  // A worker's lent browser and servers end with it, which may come a moment after this (or after
  // the run, when jest runs the files in its own process): stopped here without a word.
  if (left.length > 0)
    console.warn(`Processes the tests left running, now stopped:\n${left.map((p) => `  ${p.args}`).join('\n')}`);
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

export default function globalTeardown() {
  // The other owners' runs globalSetup started: over by now, unless their test file did not wait for them.
  const { ownerRuns } = globalThis as { ownerRuns?: OwnerRuns };
  if (ownerRuns) endOwnerRuns(ownerRuns);
  // The builds globalSetup's folder holds; a folder given by npm test's runner is the runner's to remove.
  const { ownsSiteBuild } = globalThis as { ownsSiteBuild?: boolean };
  if (ownsSiteBuild && process.env.SITE_BUILD_DIR) removeSharedBuilds(process.env.SITE_BUILD_DIR);
  stopLeftoverProcesses();
}
