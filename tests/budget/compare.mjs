// `npm run bench:compare -- <ref>`: this tree against a past commit, in one run on one machine, where
// absolute times move up to 2× from one machine to the next. Builds `<ref>` in a worktree of its own
// (kept in node_modules/.cache/bench-compare for the next run, with its own installed packages) and
// this tree, then runs `perf`, `bench:tap`, `bench:nav` and `bench:tasks` on each, one run at a time
// and by turns (the order swapped each round), each build served by its own production server and
// measured by this tree's scripts. Prints each figure's median on both with its spread (lowest–highest), and the
// difference. Options: --rounds N (default 3), --only perf|tap|nav|tasks (one script).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { option } from './measuredSite.mjs';

const args = process.argv.slice(2);
const ref = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
if (!ref) {
  console.error('Usage: npm run bench:compare -- <commit or branch> [--rounds N] [--only perf|tap|nav|tasks]');
  process.exit(2);
}
const rounds = Number(option(args, '--rounds')) || 3;
const only = option(args, '--only');
const root = process.cwd();
const git = (...gitArgs) => execFileSync('git', gitArgs, { encoding: 'utf8' }).trim();

/** `ref`'s worktree, with its packages installed and its site built (each done once, then kept). */
function refSite() {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = resolve('node_modules/.cache/bench-compare', commit);
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(resolve('node_modules/.cache/bench-compare'), { recursive: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', dir, commit);
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
    if (sameLock) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    else execSync('npm ci --no-audit --no-fund --prefer-offline', { cwd: dir, stdio: 'inherit' });
  }
  const built = join(dir, 'dist', 'index.html');
  if (!existsSync(built)) {
    const env = { ...process.env };
    delete env.DIST_DIR;
    execSync('npx rsbuild build --log-level warn', { cwd: dir, stdio: 'inherit', env });
  }
  return { name: ref, dir, commit };
}

const scripts = {
  perf: { file: 'perf.mjs', options: ['--runs', '1'] },
  tap: { file: 'bench-tap.mjs', options: ['--runs', '1', '--no-floors'] },
  nav: { file: 'bench-nav.mjs', options: ['--runs', '1'] },
  tasks: { file: 'bench-tasks.mjs', options: ['--runs', '1'] },
};
const chosen = only ? { [only]: scripts[only] } : scripts;
if (only && !scripts[only]) throw new Error(`--only names one of ${Object.keys(scripts).join(', ')}`);

/** Each script's figures as [name, value] pairs, the same names on both sides. */
const figuresOf = {
  perf: (rows) =>
    rows.flatMap((row) => [
      [`${row.route} performance`, row.performance],
      [`${row.route} TBT ms`, row.tbtMs],
      [`${row.route} LCP ms`, row.lcpMs],
      [`${row.route} code KB`, row.codeKb],
    ]),
  tap: (rows) =>
    rows.flatMap((row) => [
      [`tap ${row.control}: cold ms`, row.cold],
      [`tap ${row.control}: warm ms`, row.warm],
    ]),
  nav: ({ rows, dataSaverBytes }) => [
    ...rows.flatMap((row) => [
      [`${row.name}: heading ms`, row.heading.app],
      [`${row.name}: heading over the floor ms`, row.heading.app - row.floor.app],
      [`${row.name}: fetched ahead KB`, row.aheadKb],
    ]),
    ['fetched ahead with Data Saver, bytes', dataSaverBytes],
  ],
  tasks: (rows) =>
    rows.flatMap((row) => [
      [`${row.route} the app's blocking ms`, row.appMs],
      [`${row.route} the app's longest task ms`, row.longestAppMs],
      [`${row.route} the page's own blocking ms`, row.pageMs],
    ]),
};

const work = mkdtempSync(join(tmpdir(), 'bench-compare-'));
execSync('npx rsbuild build --log-level warn', { stdio: 'inherit' });
const sides = [refSite(), { name: 'this tree', dir: root }];
/** Every figure of every run: figure name → side name → values. */
const measured = new Map();
try {
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const [key, script] of Object.entries(chosen)) {
      for (const side of order) {
        const out = join(work, `${key}-${round}-${side === sides[0] ? 'ref' : 'tree'}.json`);
        console.log(`round ${round + 1} of ${rounds}: ${key} on ${side.name}`);
        try {
          execFileSync(
            process.execPath,
            [join(root, 'tests/budget', script.file), ...script.options, '--site', side.dir, '--json', out],
            { stdio: ['ignore', 'ignore', 'inherit'] },
          );
        } catch {
          // Over a budget: the script still wrote its figures, which are what is compared here.
        }
        if (!existsSync(out)) throw new Error(`${script.file} wrote no figures for ${side.name}`);
        for (const [name, value] of figuresOf[key](JSON.parse(readFileSync(out, 'utf8')))) {
          if (!measured.has(name)) measured.set(name, new Map());
          const bySide = measured.get(name);
          bySide.set(side.name, [...(bySide.get(side.name) ?? []), value]);
        }
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const shown = (value) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));
const summary = (values = []) =>
  values.length === 0 ? '—' : `${shown(median(values))} (${shown(Math.min(...values))}–${shown(Math.max(...values))})`;

console.log(
  `\n${sides[0].name} (${sides[0].commit.slice(0, 7)}) against this tree: the median of ${rounds} runs each, by turns, ` +
    'with the lowest and highest\n',
);
console.log(`| figure | ${sides[0].name} | this tree | difference |`);
console.log('|---|---|---|---|');
for (const [name, bySide] of measured) {
  const [before, after] = sides.map((side) => bySide.get(side.name));
  const difference = before && after ? median(after) - median(before) : Number.NaN;
  const sign = difference > 0 ? '+' : '';
  console.log(
    `| ${name} | ${summary(before)} | ${summary(after)} | ${Number.isNaN(difference) ? '—' : sign + shown(difference)} |`,
  );
}
