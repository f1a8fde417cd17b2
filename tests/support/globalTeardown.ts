import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Removes the production builds the tests shared (the one at the root and any for a sub-path). */
function removeSharedBuilds() {
  const dist = process.env.SITE_BUILD_DIR;
  if (!dist) return;
  const parent = dirname(dist);
  for (const name of readdirSync(parent)) {
    if (name === basename(dist) || name.startsWith(`${basename(dist)}-`)) {
      rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

/**
 * Names and stops the processes a test left running (a server, a browser or its driver). On a
 * two-core machine jest runs every file in this one process, and a leftover child would keep it
 * from ending; this says which test to fix.
 */
function stopLeftoverProcesses() {
  let listing = '';
  try {
    listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  } catch {
    return; // ps exits 1 when there are none.
  }
  const leftovers = listing
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && !match[2].startsWith('ps '));
  if (leftovers.length === 0) return;
  console.warn(`Processes the tests left running, now stopped:\n${leftovers.map((m) => `  ${m[2]}`).join('\n')}`);
  for (const [, pid] of leftovers) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

export default function globalTeardown() {
  removeSharedBuilds();
  stopLeftoverProcesses();
}
