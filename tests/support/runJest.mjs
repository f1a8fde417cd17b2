// Jest in npm test's second step, beside the code checks (checksBesideJest.mjs), in three parts
// (tests/support/testParts.cjs). First the other owners' runs, on every core; then every other file
// whose checks time nothing, on every core; then the files that time motion and delays, one on each
// core with nothing else beside them: the two other engines first, then Chromium's. The parts share
// one production build. Arguments go to each (a path or name filter that leaves a part without files
// skips it). The last line adds up the parts as jest's own
// summary does, e.g. "Tests:       1 failed, 40 passed, 41 total"; exits 1 when any part failed.
//
//   node tests/support/runJest.mjs [jest arguments]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeSharedBuilds } from './sharedBuilds.mjs';
import testParts from './testParts.cjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const jest = join(root, 'node_modules/jest/bin/jest.js');
const args = process.argv.slice(2);

/** The machine's cores' busy and idle time so far, in CPU-seconds (time taken by the host is in neither). */
function coreTimes() {
  const times = cpus().map((core) => core.times);
  const sum = (pick) => times.reduce((total, core) => total + pick(core), 0) / 1000;
  return { cores: times.length, busy: sum((t) => t.user + t.nice + t.sys + t.irq), idle: sum((t) => t.idle) };
}

/**
 * How busy the machine was during a part: the parts are sized to keep every core busy, and a part
 * that leaves them idle is where time can still be won.
 */
function partLoad(part, before, startedAt) {
  const after = coreTimes();
  const busy = after.busy - before.busy;
  const shown = busy + after.idle - before.idle;
  const seconds = (performance.now() - startedAt) / 1000;
  return (
    `${part} part: ${seconds.toFixed(0)} s, the ${after.cores} cores ${shown > 0 ? ((100 * busy) / shown).toFixed(0) : 0} % busy ` +
    `(${busy.toFixed(0)} of ${shown.toFixed(0)} CPU-s)`
  );
}

/** Runs jest with `env` added; resolves with its exit code once it ends. */
function runJest(jestArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jest, ...jestArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// Watching is one jest that stays: the parts would never end.
if (args.some((arg) => /^--watch(All)?(=|$)/.test(arg))) process.exit(await runJest(args));

const reports = mkdtempSync(join(tmpdir(), 'portfolio-jest-'));
const siteBuild = mkdtempSync(join(tmpdir(), 'portfolio-site-'));
const parts = Object.keys(testParts.parts);
const totals = { failed: 0, skipped: 0, todo: 0, passed: 0, total: 0 };
let failed = false;
/** Each part's time and how busy it kept the cores, printed before the summary. */
const loads = [];
try {
  for (const part of parts) {
    const report = join(reports, `${part}.json`);
    const [before, startedAt] = [coreTimes(), performance.now()];
    const code = await runJest([...args, '--passWithNoTests', '--json', `--outputFile=${report}`], {
      TEST_PART: part,
      SITE_BUILD_DIR: siteBuild,
    });
    loads.push(partLoad(part, before, startedAt));
    failed ||= code !== 0;
    let result;
    try {
      result = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      // Jest ended before it wrote a report (a failed global set-up): its own output says why.
      totals.failed += 1;
      continue;
    }
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests;
    totals.todo += result.numTodoTests;
    totals.passed += result.numPassedTests;
    totals.total += result.numTotalTests;
    // A test file that could not run (a syntax error, a failed import) counts no test: it counts one here.
    if (code !== 0 && result.numFailedTests === 0) totals.failed += 1;
  }
} finally {
  removeSharedBuilds(siteBuild);
  rmSync(reports, { recursive: true, force: true });
}

const counts = Object.entries(totals)
  .filter(([name, count]) => name === 'total' || count > 0)
  .map(([name, count]) => `${count} ${name}`);
console.log(`\n${loads.join('\n')}\n\nAll parts of the run together:\nTests:       ${counts.join(', ')}`);
process.exit(failed ? 1 : 0);
