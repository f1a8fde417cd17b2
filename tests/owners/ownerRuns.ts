/**
 * The other owners' runs (see owners.test.ts): for each owner fixture, a copy of the project with
 * their content, and jest run there over every test file that depends on content, one owner after
 * the other. `npm test` runs them in a part of its own, on every core (tests/support/testParts.cjs); a
 * plain `npx jest` starts them in globalSetup, beside its own files. Either way globalSetup starts them
 * and owners.test.ts waits for them and reads their reports. Run on its own (or left out of the run),
 * that test file starts them itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerContentRunVariable } from '../support/ownerRun';
import { quickFiles } from '../support/quickFiles.mjs';
import { smallestOwner, writeGeneratedOwner } from './generatedOwners';
import { ownerCopy } from './ownerCopy.mjs';
import { contentTestFiles, inBrowser } from './ownerSuites.mjs';
import { freshRunEnvironment, ownerRunsVariable } from './runEnvironment';

export { ownerRunsVariable };

const root = join(__dirname, '../..');

/**
 * The owners laid over a copy of the project: the second (German first, English added; photos and
 * files of odd sizes and names, a PDF resume alone) and the third (Arabic first, right to left, with
 * French and English added; phone photos stored sideways with their GPS position), each a folder
 * here, and the smallest site the content allows, written from the sample's fixture
 * (`smallestOwner`, tests/owners/generatedOwners.ts).
 */
export const owners = ['second', 'third', 'smallest'] as const;
export type Owner = (typeof owners)[number];

/** A copy of the project with `owner`'s content. */
function copyFor(owner: Owner): string {
  if (owner !== 'smallest') return ownerCopy(join(__dirname, owner));
  const { dir } = writeGeneratedOwner(smallestOwner);
  try {
    return ownerCopy(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This file's own test, which reads the runs' reports. */
export const ownersTest = join(__dirname, 'owners.test.ts');

/**
 * The browser files of `suites` run for one owner each (each runs for the sample too): for the
 * second, the checks of fit, states and files (long German words, a PDF alone, photos of odd sizes);
 * for the third, right to left in three languages with phone photos, every other one, a new file
 * included. Run for both, they took the owners' part about 140 s longer.
 */
export const secondOwnersBrowserFiles = [
  'tests/e2e/footer.e2e.test.ts',
  'tests/e2e/home.e2e.test.ts',
  'tests/e2e/large-font.e2e.test.ts',
  'tests/e2e/page-states.e2e.test.ts',
  'tests/e2e/projects.e2e.test.ts',
];
/**
 * The files that run for `owner`: for the second and the third, those of `contentTestFiles` dealt to
 * them; for the smallest, every quick test of the template (jsdom and Node, no build or browser; not
 * the other owners' own, nor the sample's, which an owner deletes), where a test that takes a second project, or one of a kind, from the
 * content fails. Its quick run costs about a minute; the browser files would cost several.
 */
export const ownerTestFiles = (owner: Owner): string[] =>
  owner === 'smallest'
    ? quickFiles().filter((file) => !/^tests[\\/](owners|sample)[\\/]/.test(file))
    : contentTestFiles.filter(
        (file) => !inBrowser(file) || secondOwnersBrowserFiles.includes(file) === (owner === 'second'),
      );

export interface JestReport {
  numTotalTests: number;
  testResults: { name: string; status: 'passed' | 'failed'; message: string }[];
}

export interface OwnerRun {
  owner: Owner;
  /** The copy's folder. */
  copy: string;
  /** Resolves once its jest has ended and its report and log are written. */
  finished: Promise<void>;
}

export interface OwnerRuns {
  runs: OwnerRun[];
  /** The jest process running now, if any. */
  child: () => ChildProcess | undefined;
}

const reportFile = (copy: string) => join(copy, 'jest-report.json');
/** Written last, once the run's report and log are in place. */
const endMark = (copy: string) => join(copy, 'jest-ended');

/** Runs jest over the content-dependent files in `copy`, its log in reports/owners/<owner>.log. */
function runJestIn(owner: Owner, copy: string, alone: boolean, started: (child: ChildProcess) => void) {
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--json',
      // Every core when it runs alone; one worker, whatever the cores, beside the suite's own files:
      // wall-timed browser checks failed with more browsers than cores at once.
      alone ? '--maxWorkers=100%' : '--maxWorkers=1',
      '--runTestsByPath',
      `--outputFile=${reportFile(copy)}`,
      ...ownerTestFiles(owner),
    ],
    { cwd: copy, env: { ...freshRunEnvironment(), [ownerContentRunVariable]: '1' } },
  );
  started(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<void>((resolve) => {
    const end = (note = '') => {
      mkdirSync(join(root, 'reports/owners'), { recursive: true });
      writeFileSync(join(root, `reports/owners/${owner}.log`), output + note);
      if (existsSync(copy)) writeFileSync(endMark(copy), '');
      resolve();
    };
    child.on('error', (error) => end(`\njest could not start: ${error.message}\n`));
    child.on('close', () => end());
  });
}

/**
 * Lays each owner over a copy of the project and runs jest there, one owner after the other (two
 * at once would run more browsers than there are cores). `alone`: nothing else of the suite runs
 * meanwhile (npm test's owner part).
 */
export function startOwnerRuns({ alone = false }: { alone?: boolean } = {}): OwnerRuns {
  let current: ChildProcess | undefined;
  const copies = owners.map((owner) => ({ owner, copy: copyFor(owner) }));
  let previous = Promise.resolve();
  const runs = copies.map(({ owner, copy }) => {
    previous = previous.then(() =>
      existsSync(copy) ? runJestIn(owner, copy, alone, (child) => (current = child)) : undefined,
    );
    return { owner, copy, finished: previous };
  });
  return { runs, child: () => current };
}

/** Each owner's copy, as globalSetup passes them to the test file. */
export const runsOf = ({ runs }: OwnerRuns): Record<Owner, string> =>
  Object.fromEntries(runs.map(({ owner, copy }) => [owner, copy])) as Record<Owner, string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the run globalSetup started in `copy` to end, then gives its report. */
export async function ownerRunReport(owner: Owner, copy: string): Promise<JestReport> {
  while (!existsSync(endMark(copy))) await sleep(500);
  if (!existsSync(reportFile(copy)))
    throw new Error(`The ${owner} owner's run wrote no report: see reports/owners/${owner}.log.`);
  return JSON.parse(readFileSync(reportFile(copy), 'utf8')) as JestReport;
}

/** Stops the run still going on, if any, and removes every copy. */
export function endOwnerRuns({ runs, child }: OwnerRuns): void {
  const running = child();
  if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  for (const { copy } of runs) rmSync(copy, { recursive: true, force: true });
}
