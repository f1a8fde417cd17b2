/**
 * `npm test` runs jest in two parts (tests/support/runJest.mjs, tests/support/testParts.cjs): every
 * file in exactly one, the timed ones alone, and one summary line that adds both up, which `.ci/run`
 * reads.
 *
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { runsInPart, timedFiles } from '../support/testParts.cjs';
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

describe('the two parts of npm test', () => {
  it('holds every test file in exactly one part, each timed pattern naming at least one file', () => {
    const all = listed();
    const together = listed('together');
    const alone = listed('alone');
    expect([...together, ...alone].sort()).toEqual(all);
    expect(together.filter((file) => alone.includes(file))).toEqual([]);
    // A timed file renamed would otherwise run beside the others without a word.
    for (const pattern of timedFiles) expect(alone.filter((file) => pattern.test(`/${file}`))).not.toEqual([]);
    expect(alone).toContain('tests/engines/webkit.engine.test.ts');
    expect(alone.every((file) => runsInPart(`/${file}`, 'alone'))).toBe(true);
  });

  it('runs both parts and prints their counts added up as the last summary line', () => {
    const run = spawnSync(
      process.execPath,
      ['tests/support/runJest.mjs', 'tests/text/fillIn.test.ts', 'tests/engines/browserEngines.test.ts'],
      { cwd: root, env: freshRunEnvironment(), encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    // Jest reports on stderr, one summary per part; the runner's sum is the last line on stdout.
    const summaries = (text: string) => text.split('\n').filter((line) => line.startsWith('Tests:'));
    const parts = summaries(run.stderr);
    const count = (line: string) => Number(/(\d+) total/.exec(line)?.[1]);
    expect(parts).toHaveLength(2);
    const sum = count(parts[0]) + count(parts[1]);
    expect(count(parts[0])).toBeGreaterThan(0);
    expect(count(parts[1])).toBeGreaterThan(0);
    expect(summaries(run.stdout)).toEqual([`Tests:       ${sum} passed, ${sum} total`]);
    expect(run.stderr.indexOf('PASS tests/text/fillIn.test.ts')).toBeLessThan(
      run.stderr.indexOf('PASS tests/engines/browserEngines.test.ts'),
    );
  });
});
