/**
 * Any owner's content builds, looks right and passes the tests. A second owner, unlike the sample in
 * every way the content allows (tests/owners/second), is laid over a copy of the project as README's
 * "Make it yours" says; in that copy every test that depends on content runs against their site:
 * content, pages, components, the machines' path tests through the real UI, the build (head tags,
 * sitemap, photos) and the browser suites at 375 and 1280 px that check the owner's words, counts,
 * images and files (every page's flows, axe and HTML_CodeSniffer, the keyboard walk, the screen
 * reader, large fonts); the checks of words, files, counts and addresses that do not depend on how
 * they fit run at the phone's width alone there (`contentWidths` in tests/e2e/support.ts). Each of
 * those test files is one test here, failing with the copy's own messages. The whole run's output is in reports/owners/second.log. Their site.ts is
 * type-checked in place of the sample's by `npm run typecheck` (tests/owners/ownerSites.ts).
 *
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ownerContentRunVariable } from '../support/ownerRun';
import { ownerCopy } from './ownerCopy.mjs';

const root = join(__dirname, '../..');
const owner = join(__dirname, 'second');

/** The tests that depend on content, as paths or folders for jest (tests/sample is the sample's own). */
const suites = [
  'tests/content',
  'tests/pages',
  'tests/components',
  'tests/machines/paths',
  'tests/build/site.test.ts',
  'tests/build/previews.test.ts',
  'tests/browser/site.browser.test.ts',
  'tests/e2e',
];

/**
 * Browser suites of behaviour the content does not change, run for the sample only: the ready mark,
 * motion, touch, the theme, forced colours and the tooltips' hover rules act on the layout's
 * controls and on any card or footer link alike, and find the card or link to act on in the content;
 * the right-to-left mirror turns the layout around, whatever its words; the specs' reused pages are
 * cleared the same way whatever the site holds. (Text contrast measures the template's colours,
 * which no content field sets: the page-states spec measures it in the sample's run only.)
 */
const contentFree = [
  'tests/e2e/app-ready.e2e.test.ts',
  'tests/e2e/cards-mid-fade.e2e.test.ts',
  'tests/e2e/forced-colors.e2e.test.ts',
  'tests/e2e/hoverable-tooltips.e2e.test.ts',
  'tests/e2e/motion-touch.e2e.test.ts',
  'tests/e2e/page-motion.e2e.test.ts',
  'tests/e2e/page-pool.e2e.test.ts',
  'tests/e2e/right-to-left.e2e.test.ts',
  'tests/e2e/theme.e2e.test.ts',
];

/** Every test file of `suites`, as the copy has them (the same files as here). */
const testFiles = suites
  .flatMap((suite) =>
    statSync(join(root, suite)).isDirectory()
      ? readdirSync(join(root, suite), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.test\.tsx?$/.test(file))
          .map((file) => join(suite, file))
          .sort()
      : [suite],
  )
  .filter((file) => !contentFree.includes(file));

interface JestReport {
  numTotalTests: number;
  testResults: { name: string; status: 'passed' | 'failed'; message: string }[];
}

let copy: string;
let report: JestReport;

/** The environment of the copy's own run: none of this run's jest worker settings. */
function ownEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['JEST_WORKER_ID', 'SITE_BUILD_DIR', 'IMAGE_MANIFEST']) delete env[name];
  return { ...env, [ownerContentRunVariable]: '1' };
}

/** Runs `node …command` in the copy; resolves with its exit code and output. */
function runInCopy(command: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: copy, env: ownEnvironment() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  copy = ownerCopy(owner);
  const reportFile = join(copy, 'jest-report.json');
  const tests = await runInCopy([
    join(root, 'node_modules/jest/bin/jest.js'),
    '--ci',
    '--json',
    // One worker, whatever the cores: this run's own workers go on meanwhile, and wall-timed browser
    // checks failed with more browsers than cores at once.
    '--maxWorkers=1',
    '--runTestsByPath',
    `--outputFile=${reportFile}`,
    ...testFiles,
  ]);
  mkdirSync(join(root, 'reports/owners'), { recursive: true });
  writeFileSync(join(root, 'reports/owners/second.log'), tests.output);
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport;
}, 45 * 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a second owner, laid over a copy of the project', () => {
  it('runs every content-dependent test file', () => {
    expect(report.testResults.map((result) => relative(copy, result.name)).sort()).toEqual([...testFiles].sort());
  });

  it.each(testFiles)('passes %s', (file) => {
    const result = report.testResults.find((candidate) => relative(copy, candidate.name) === file);
    expect(result?.status).toBeDefined();
    if (result?.status !== 'passed') throw new Error(`${file} failed for the second owner:\n${result?.message}`);
  });
});
