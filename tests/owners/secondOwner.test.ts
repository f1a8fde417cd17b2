/**
 * Any owner's content builds, looks right and passes the tests. A second owner, unlike the sample in
 * every way the content allows (tests/owners/second), is laid over a copy of the project as README's
 * "Make it yours" says; in that copy the type-check and every test that depends on content run
 * against their site: content, pages, components, the machines' path tests through the real UI, the
 * build (head tags, sitemap, photos) and the browser suites at 375 and 1280 px (every page's flows,
 * axe and HTML_CodeSniffer, the keyboard walk, the screen reader, contrast, forced colours). Each of
 * those test files is one test here, failing with the copy's own messages. The whole run's output
 * is in reports/owners/second.log.
 *
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/** Every test file of `suites`, as the copy has them (the same files as here). */
const testFiles = suites.flatMap((suite) =>
  statSync(join(root, suite)).isDirectory()
    ? readdirSync(join(root, suite), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => join(suite, file))
        .sort()
    : [suite],
);

interface JestReport {
  numTotalTests: number;
  testResults: { name: string; status: 'passed' | 'failed'; message: string }[];
}

let copy: string;
let typeErrors: string;
let report: JestReport;

/** The environment of the copy's own run: none of this run's jest worker settings. */
function ownEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['JEST_WORKER_ID', 'SITE_BUILD_DIR', 'IMAGE_MANIFEST']) delete env[name];
  return env;
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
  const typecheck = await runInCopy([join(root, 'node_modules/typescript/bin/tsc'), '--noEmit']);
  typeErrors = typecheck.code === 0 ? '' : typecheck.output;
  const reportFile = join(copy, 'jest-report.json');
  const tests = await runInCopy([
    join(root, 'node_modules/jest/bin/jest.js'),
    '--ci',
    '--json',
    `--outputFile=${reportFile}`,
    ...suites,
  ]);
  mkdirSync(join(root, 'reports/owners'), { recursive: true });
  writeFileSync(join(root, 'reports/owners/second.log'), `${typecheck.output}\n${tests.output}`);
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport;
}, 45 * 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a second owner, laid over a copy of the project', () => {
  it('type-checks their site.ts', () => {
    expect(typeErrors).toBe('');
  });

  it('runs every content-dependent test file', () => {
    expect(report.testResults.map((result) => relative(copy, result.name)).sort()).toEqual([...testFiles].sort());
  });

  it.each(testFiles)('passes %s', (file) => {
    const result = report.testResults.find((candidate) => relative(copy, candidate.name) === file);
    expect(result?.status).toBeDefined();
    if (result?.status !== 'passed') throw new Error(`${file} failed for the second owner:\n${result?.message}`);
  });
});
