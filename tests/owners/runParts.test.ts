/**
 * `npm test` runs jest in three parts (tests/support/runJest.mjs, tests/support/testParts.cjs):
 * every file in exactly one, the timed ones apart from the rest, and one summary line that adds them
 * up, which `.ci/run` reads.
 *
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { parts, runsInPart, timedFiles } from '../support/testParts.cjs';
import { freshRunEnvironment } from './runEnvironment';

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
    const timed = byPart.filter(({ part }) => part !== 'together').flatMap(({ files }) => files);
    for (const pattern of timedFiles) expect(timed.filter((file) => pattern.test(`/${file}`))).not.toEqual([]);
    const filesOf = (part: string) => byPart.find((candidate) => candidate.part === part)?.files;
    expect(filesOf('engines')).toContain('tests/engines/webkit.engine.test.ts');
    expect(filesOf('motion')).toContain('tests/e2e/page-motion.e2e.test.ts');
  });

  it('runs the parts in turn and prints their counts added up as the last summary line', () => {
    // A file of the first part and one of the engines' (the last part, left without files, is skipped).
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
  });
});
