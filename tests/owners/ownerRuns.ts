/**
 * The second owner's run (see secondOwner.test.ts): a copy of the project with their content, and
 * jest run there over every test file that depends on content. `npm test` runs it in a part of its
 * own, on every core (tests/support/testParts.cjs); a plain `npx jest` starts it in globalSetup, beside
 * its own files. Either way globalSetup starts it and secondOwner.test.ts waits for it and reads its
 * report. Run on its own (or left out of the run), that test file starts it itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerContentRunVariable } from '../support/ownerRun';
import { ownerCopy } from './ownerCopy.mjs';
import { freshRunEnvironment, secondOwnerRunVariable } from './runEnvironment';

export { secondOwnerRunVariable };

const root = join(__dirname, '../..');

/** This file's own test, which reads the run's report. */
export const secondOwnerTest = join(__dirname, 'secondOwner.test.ts');

/**
 * The tests that depend on content, as paths or folders for jest (tests/sample is the sample's own).
 * The pages' and components' jsdom tests are the sample's alone: they check the template's behaviour
 * (titles, popups, downloads, tooltips, tokens) with its words, and another owner's words on those
 * same pages, popups, project pages and downloads are checked in a real browser by tests/e2e. What
 * does run here in jsdom reads the content a language gives: the provider, the switcher, the offer's
 * path tests and the tab titles'. The browser specs run at the phone's width (`contentWidths`), and a
 * check of layout or fit that the sample's run makes at every width at one width each, by turns
 * (`everyWidthInTheSample` in tests/e2e/widthsByTurns.ts).
 */
const suites = [
  'tests/content',
  'tests/pages/contentProvider.test.tsx',
  'tests/components/LanguageSwitcher.test.tsx',
  'tests/machines/paths/languageNotice.paths.test.tsx',
  'tests/machines/paths/pageTitle.paths.test.tsx',
  'tests/build/site.test.ts',
  'tests/build/languages.test.ts',
  'tests/build/previews.test.ts',
  'tests/browser/site.browser.test.ts',
  'tests/e2e',
];

/**
 * Suites of what the content does not change, run for the sample only. The design tokens and the
 * palettes' contrast are the template's (no content field sets them); within the files that do run
 * there, `templateIt` in tests/support/ownerRun.ts marks the checks of that kind. Browser suites of
 * behaviour: the ready mark,
 * motion, touch, the theme, forced colours and the tooltips' hover rules act on the layout's
 * controls and on any card or footer link alike, and find the card or link to act on in the content;
 * the right-to-left mirror turns the layout around, whatever its words; the specs' reused pages are
 * cleared the same way whatever the site holds. (Text contrast measures the template's colours,
 * which no content field sets: the page-states spec measures it in the sample's run only.) The
 * language tags' rules and project ids are checked on generated tags and titles, and the image
 * candidates on generated photos of every shape in each box of the layout; the flows' widths are
 * dealt from names: none reads the content.
 */
const contentFree = [
  'tests/content/contrast.test.ts',
  'tests/content/language.test.ts',
  'tests/content/projectId.property.test.ts',
  'tests/content/tokens.test.ts',
  'tests/e2e/app-ready.e2e.test.ts',
  'tests/e2e/cards-mid-fade.e2e.test.ts',
  'tests/e2e/forced-colors.e2e.test.ts',
  'tests/e2e/hoverable-tooltips.e2e.test.ts',
  'tests/e2e/image-candidates.e2e.test.ts',
  'tests/e2e/motion-touch.e2e.test.ts',
  'tests/e2e/page-motion.e2e.test.ts',
  'tests/e2e/page-pool.e2e.test.ts',
  'tests/e2e/right-to-left.e2e.test.ts',
  'tests/e2e/theme.e2e.test.ts',
  'tests/e2e/widthsByTurns.test.ts',
];

/** Every test file of `suites`, as the copy has them (the same files as here). */
export const ownerTestFiles = suites
  .flatMap((suite) =>
    statSync(join(root, suite)).isDirectory()
      ? readdirSync(join(root, suite), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.test\.tsx?$/.test(file))
          .map((file) => join(suite, file))
          .sort()
      : [suite],
  )
  .filter((file) => !contentFree.includes(file));

export interface JestReport {
  numTotalTests: number;
  testResults: { name: string; status: 'passed' | 'failed'; message: string }[];
}

export interface OwnerRun {
  /** The copy's folder. */
  copy: string;
  /** The jest process; it has exited once `finished` has. */
  child: ChildProcess;
  /** Resolves once jest has ended and its report and log are written. */
  finished: Promise<void>;
}

const reportFile = (copy: string) => join(copy, 'jest-report.json');
/** Written last, once the run's report and log are in place. */
const endMark = (copy: string) => join(copy, 'jest-ended');

/**
 * Lays the second owner over a copy of the project and starts jest there; its log goes to
 * reports/owners/second.log. `alone`: nothing else of the suite runs meanwhile (npm test's owner part).
 */
export function startOwnerRun({ alone = false }: { alone?: boolean } = {}): OwnerRun {
  const copy = ownerCopy(join(__dirname, 'second'));
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
      ...ownerTestFiles,
    ],
    { cwd: copy, env: { ...freshRunEnvironment(), [ownerContentRunVariable]: '1' } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<void>((resolve) => {
    const end = (note = '') => {
      mkdirSync(join(root, 'reports/owners'), { recursive: true });
      writeFileSync(join(root, 'reports/owners/second.log'), output + note);
      if (existsSync(copy)) writeFileSync(endMark(copy), '');
      resolve();
    };
    child.on('error', (error) => end(`\njest could not start: ${error.message}\n`));
    child.on('close', () => end());
  });
  return { copy, child, finished };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the run globalSetup started in `copy` to end, then gives its report. */
export async function ownerRunReport(copy: string): Promise<JestReport> {
  while (!existsSync(endMark(copy))) await sleep(500);
  if (!existsSync(reportFile(copy)))
    throw new Error(`The second owner's run wrote no report: see reports/owners/second.log.`);
  return JSON.parse(readFileSync(reportFile(copy), 'utf8')) as JestReport;
}

/** Stops the run if it still goes on and removes its copy. */
export function endOwnerRun({ copy, child }: Pick<OwnerRun, 'copy' | 'child'>): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(copy, { recursive: true, force: true });
}
