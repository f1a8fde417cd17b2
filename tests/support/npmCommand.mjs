// Starting npm from a script: npm's own CLI under this Node where npm started the script
// (`npm_execpath`), else the `npm` on the PATH (through the shell on Windows, where it is npm.cmd).
import { spawn } from 'node:child_process';

/** Spawns `npm <args>` with `options` (as `child_process.spawn` takes them). */
export function spawnNpm(args, options = {}) {
  const npm = process.env.npm_execpath;
  return npm
    ? spawn(process.execPath, [npm, ...args], options)
    : spawn('npm', args, { ...options, shell: process.platform === 'win32' });
}
