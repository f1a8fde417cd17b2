// Which build a budget script measures, and where its figures go. By default this project's, built
// first unless `--no-build`; with `--site DIR`, the project in DIR, already built there (bench:compare
// builds a past commit in a worktree). Either is served by its own project's production server.
// `--json FILE` writes the script's figures to FILE as well as printing them.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveBuild } from './serveBuild.mjs';

/** The value after `name` in `args`, if given. */
export const option = (args, name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** The site `args` name: its folder and build, with `serve` starting its server (`env` added). */
export function measuredSite(args) {
  const given = option(args, '--site');
  const dir = given ? resolve(given) : process.cwd();
  const dist = given ? join(dir, 'dist') : resolve(process.env.DIST_DIR ?? 'dist');
  // builtPages.mjs reads the pages from DIST_DIR.
  process.env.DIST_DIR = dist;
  if (!given && !args.includes('--no-build')) execSync('npx rsbuild build --log-level warn', { stdio: 'inherit' });
  return { dir, dist, serve: (env = {}) => serveBuild({ DIST_DIR: dist, ...env }, dir) };
}

/** Writes `figures` as JSON where `--json` says, if it does. */
export function writeFigures(args, figures) {
  const file = option(args, '--json');
  if (file) writeFileSync(file, JSON.stringify(figures, null, 2));
}
