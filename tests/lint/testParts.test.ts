/**
 * `npm test` runs jest in three parts (tests/support/runJest.mjs, tests/support/testParts.cjs):
 * every file in exactly one, the other owners' runs and the timed files each apart from the rest, and
 * one summary line that adds them up, which `.ci/run` reads.
 *
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parts, runsInPart, timedFiles } from '../support/testParts.cjs';
import Sequencer from '../support/testSequencer.cjs';
import { freshRunEnvironment } from '../owners/runEnvironment';

const root = join(__dirname, '../..');

/** The test files jest finds with TEST_PART set to `part` (or without it), relative to the root. */
function listed(part?: string): string[] {
  const env = { ...freshRunEnvironment(), ...(part && { TEST_PART: part }) };
  const output = execFileSync(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--listTests'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return output
    .split('\n')
    .filter(Boolean)
    .map((file) => relative(root, file))
    .sort();
}

describe('the parts of npm test', () => {
  it('holds every test file in exactly one part, each timed pattern naming at least one file', () => {
    const all = listed();
    const byPart = Object.keys(parts).map((part) => ({ part, files: listed(part) }));
    expect(byPart.flatMap(({ files }) => files).sort()).toEqual(all);
    for (const { part, files } of byPart) {
      expect(files).not.toEqual([]);
      expect(files.every((file) => runsInPart(`/${file}`, part))).toBe(true);
    }
    // A timed file renamed would otherwise run beside the others without a word.
    const filesOf = (part: string) => byPart.find((candidate) => candidate.part === part)?.files ?? [];
    for (const pattern of timedFiles)
      expect(filesOf('timed').filter((file) => pattern.test(`/${file}`))).not.toEqual([]);
    expect(filesOf('timed')).toContain('tests/engines/webkit.engine.test.ts');
    expect(filesOf('timed')).toContain('tests/e2e/page-motion.e2e.test.ts');
    // The other owners' runs have a part of their own, each jest every core: beside the first part, three
    // browsers shared two cores.
    expect(filesOf('owner')).toEqual(['tests/owners/owners.test.ts']);
  });

  it('runs the parts in turn and prints their counts added up as the last summary line', () => {
    // A file of each part.
    const files = ['tests/text/fillIn.test.ts', 'tests/engines/browserEngines.test.ts'];
    const run = spawnSync(process.execPath, ['tests/support/runJest.mjs', ...files], {
      cwd: root,
      env: freshRunEnvironment(),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    // Jest reports on stderr, one summary per part; the runner's sum is the last line on stdout.
    const summaries = (text: string) => text.split('\n').filter((line) => line.startsWith('Tests:'));
    const counts = summaries(run.stderr).map((line) => Number(/(\d+) total/.exec(line)?.[1]));
    expect(counts).toHaveLength(2);
    for (const count of counts) expect(count).toBeGreaterThan(0);
    const sum = counts.reduce((total, count) => total + count, 0);
    expect(summaries(run.stdout)).toEqual([`Tests:       ${sum} passed, ${sum} total`]);
    const ranAt = (file: string) => run.stderr.indexOf(`PASS ${file}`);
    expect(ranAt(files[0])).toBeLessThan(ranAt(files[1]));
    // Each part's time and load, in the parts' order, before the summary.
    const loads = run.stdout.split('\n').filter((line) => / part: /.test(line));
    expect(loads.map((line) => line.split(' ')[0])).toEqual(Object.keys(parts));
    for (const line of loads) expect(line).toMatch(/^\w+ part: \d+ s, the \d+ cores \d+ % busy \(\d+ of \d+ CPU-s\)$/);
  });
});

describe('the order of the files', () => {
  /**
   * The sequencer's order of `files`, each given with its size: a fresh clone has no timings, and
   * jest's own order is by size, the largest first. The tests are stand-ins for jest's own test
   * objects, with only what the order reads.
   */
  function sortedBySequencer(files: [string, number][]): string[] {
    const tests = files.map(([file, size]) => ({
      path: join(root, file),
      context: { config: { cache: false }, hasteFS: { getSize: () => size } },
    }));
    return new Sequencer({} as never).sort(tests as never).map((test) => relative(root, test.path));
  }

  it('runs the timed files last, WebKit and Firefox first, whatever their sizes', () => {
    expect(
      sortedBySequencer([
        ['tests/e2e/page-motion.e2e.test.ts', 7000],
        ['tests/engines/browserEngines.test.ts', 6000],
        ['tests/text/fillIn.test.ts', 2000],
        ['tests/engines/firefox.engine.test.ts', 1500],
        ['tests/e2e/theme.e2e.test.ts', 5000],
        ['tests/engines/webkit.engine.test.ts', 1000],
        ['tests/owners/owners.test.ts', 9000],
        ['tests/e2e/home.e2e.test.ts', 3000],
      ]),
    ).toEqual([
      'tests/e2e/home.e2e.test.ts',
      'tests/text/fillIn.test.ts',
      'tests/owners/owners.test.ts',
      'tests/engines/webkit.engine.test.ts',
      'tests/engines/firefox.engine.test.ts',
      'tests/engines/browserEngines.test.ts',
      'tests/e2e/page-motion.e2e.test.ts',
      'tests/e2e/theme.e2e.test.ts',
    ]);
  });

  it('puts the jsdom files right after the first file that runs in Node, which builds the site', () => {
    // Two browser files, larger than the two jsdom files.
    expect(
      sortedBySequencer([
        ['tests/e2e/home.e2e.test.ts', 9000],
        ['tests/e2e/footer.e2e.test.ts', 8000],
        ['tests/pages/HomePage.test.tsx', 2000],
        ['tests/components/SiteFooter.test.tsx', 1000],
      ]),
    ).toEqual([
      'tests/e2e/home.e2e.test.ts',
      'tests/pages/HomePage.test.tsx',
      'tests/components/SiteFooter.test.tsx',
      'tests/e2e/footer.e2e.test.ts',
    ]);
  });
});

describe('the code checks beside jest', () => {
  /**
   * The runner in a folder of its own, beside stand-ins for the two scripts it starts: each writes
   * the arguments it was given when it starts, waits for the other to have started, says whether it
   * did, then exits with the code given.
   */
  function runBeside(checksCode: number, jestCode: number) {
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-beside-'));
    try {
      copyFileSync(join(root, 'tests/support/checksBesideJest.mjs'), join(dir, 'checksBesideJest.mjs'));
      const standIn = (name: string, other: string, code: number) =>
        writeFileSync(
          join(dir, `${name}.mjs`),
          [
            "import { existsSync, writeFileSync } from 'node:fs';",
            `writeFileSync(new URL('${name}.started', import.meta.url), JSON.stringify(process.argv.slice(2)));`,
            `const other = new URL('${other}.started', import.meta.url);`,
            'const until = Date.now() + 10_000;',
            'while (!existsSync(other) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));',
            `console.log('${name}: ' + (existsSync(other) ? 'ran beside ${other}' : 'ran alone'));`,
            `process.exit(${code});`,
          ].join('\n'),
        );
      standIn('codeChecks', 'runJest', checksCode);
      standIn('runJest', 'codeChecks', jestCode);
      const run = spawnSync(process.execPath, [join(dir, 'checksBesideJest.mjs'), 'tests/text'], { encoding: 'utf8' });
      const argumentsOf = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.started`), 'utf8')) as string[];
      return { ...run, checksArguments: argumentsOf('codeChecks'), jestArguments: argumentsOf('runJest') };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('runs both at once, gives jest the arguments and passes when both pass', () => {
    const run = runBeside(0, 0);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').sort()).toEqual([
      '',
      'codeChecks: ran beside runJest',
      'runJest: ran beside codeChecks',
    ]);
    expect(run.stderr).toBe('');
    expect(run.checksArguments).toEqual([]);
    expect(run.jestArguments).toEqual(['tests/text']);
  });

  it('fails when only the code checks failed, and says so last', () => {
    const run = runBeside(1, 0);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n').at(-1)).toMatch(/^The code checks failed .*npm test fails\.$/);
  });

  it('fails when jest failed', () => {
    expect(runBeside(0, 1).status).toBe(1);
  });
});
