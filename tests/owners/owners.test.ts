/**
 * Any owner's content builds, looks right and passes the tests. The smallest site the content allows
 * (`smallestOwner`) runs every quick test of the template. Two owners, unlike the sample in
 * every way the content allows, are each laid over a copy of the project as README's "Make it yours"
 * and "Add a language" say (tests/owners/second: German first, English added; tests/owners/third:
 * Arabic first, right to left, French and English added, phone photos), and in each copy every test
 * that depends on content runs against their site: the content checks, what each language gives the
 * pages (the provider, the switcher, the offer's path tests, the tab titles), the build (head tags,
 * sitemap, photos, every page in each language) and the browser suites at 375 and 1280 px that check
 * the owner's words, counts, images and files on the real pages (every page's flows, popups and
 * downloads, axe and HTML_CodeSniffer, the keyboard walk, the screen reader, large fonts), each of
 * those for one of the two owners (`ownerTestFiles`); the checks
 * of words, files, counts and addresses that do not depend on how they fit run at the phone's width
 * alone there (`contentWidths` in tests/e2e/support.ts). Each of those test files is one test here,
 * failing with the copy's own messages. Each run's output is in reports/owners/<owner>.log. Their
 * site.ts is type-checked in place of the sample's by `npm run typecheck` (tests/owners/ownerSites.ts).
 * A whole run of the suite starts the runs first, beside its own files (./ownerRuns.ts); this file
 * waits for them.
 *
 * @jest-environment node
 */
import { relative } from 'node:path';
import {
  type JestReport,
  type Owner,
  type OwnerRuns,
  endOwnerRuns,
  ownerRunReport,
  ownerRunsVariable,
  ownerTestFiles,
  owners,
  runsOf,
  secondOwnersBrowserFiles,
  startOwnerRuns,
} from './ownerRuns';
import { contentTestFiles, inBrowser } from './ownerSuites.mjs';

let copies: Record<Owner, string>;
/** The runs this file started itself, when globalSetup did not start them beside the suite. */
let ownRuns: OwnerRuns | undefined;

beforeAll(() => {
  const started = process.env[ownerRunsVariable];
  if (started) {
    copies = JSON.parse(started) as Record<Owner, string>;
  } else {
    ownRuns = startOwnerRuns();
    copies = runsOf(ownRuns);
  }
});

afterAll(() => {
  if (ownRuns) endOwnerRuns(ownRuns);
});

it('deals the second owner only content-dependent browser files, each one that exists', () => {
  const browserFiles = contentTestFiles.filter(inBrowser);
  expect(secondOwnersBrowserFiles.filter((file) => !browserFiles.includes(file))).toEqual([]);
  expect(ownerTestFiles('second').filter(inBrowser).sort()).toEqual([...secondOwnersBrowserFiles].sort());
  expect(ownerTestFiles('third').filter(inBrowser).sort()).toEqual(
    browserFiles.filter((file) => !secondOwnersBrowserFiles.includes(file)).sort(),
  );
});

describe.each(owners)('the %s owner, laid over a copy of the project', (owner) => {
  let report: JestReport;

  beforeAll(async () => {
    report = await ownerRunReport(owner, copies[owner]);
  }, 45 * 60_000);

  it('runs its content-dependent test files', () => {
    expect(report.testResults.map((result) => relative(copies[owner], result.name)).sort()).toEqual(
      ownerTestFiles(owner).sort(),
    );
  });

  it.each(ownerTestFiles(owner))('passes %s', (file) => {
    const result = report.testResults.find((candidate) => relative(copies[owner], candidate.name) === file);
    expect(result?.status).toBeDefined();
    if (result?.status !== 'passed') throw new Error(`${file} failed for the ${owner} owner:\n${result?.message}`);
  });
});
