// Starting npm from a script: npm's own CLI under this Node where npm started the script
// (`npm_execpath`), else the `npm` on the PATH (through the shell on Windows, where it is npm.cmd).
import { spawn } from 'node:child_process';

/** An argument as the shell reads it: quoted when it holds anything but plain characters (a path with spaces). */
const forShell = (arg) => (/^[\w@%+=:,./\\-]+$/.test(arg) ? arg : `"${arg}"`);

/** Spawns `npm <args>` with `options` (as `child_process.spawn` takes them). */
export function spawnNpm(args, options = {}) {
  const npm = process.env.npm_execpath;
  if (npm) return spawn(process.execPath, [npm, ...args], options);
  const shell = process.platform === 'win32';
  return spawn('npm', shell ? args.map(forShell) : args, { ...options, shell });
}
