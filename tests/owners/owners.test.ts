/**
 * Any owner's content builds, looks right and passes the tests. A second owner, unlike the sample in
 * every way the content allows (tests/owners/second), is laid over a copy of the project as README's
 * "Make it yours" says; in that copy every test that depends on content runs against their site:
 * the content checks, what each language gives the pages (the provider, the switcher, the offer's
 * path tests, the tab titles), the build (head tags, sitemap, photos, every page in each language)
 * and the browser suites at 375 and 1280 px that check the owner's words, counts, images and files
 * on the real pages (every page's flows, popups and downloads, axe and HTML_CodeSniffer, the
 * keyboard walk, the screen reader, large fonts); the checks of words, files, counts and addresses
 * that do not depend on how they fit run at the phone's width alone there (`contentWidths` in
 * tests/e2e/support.ts). Each of those test files is one test here, failing with the copy's own
 * messages. The whole run's output is in reports/owners/second.log. Their site.ts is
 * type-checked in place of the sample's by `npm run typecheck` (tests/owners/ownerSites.ts). A whole
 * run of the suite starts that run first, beside its own files (./secondOwnerRun.ts); this file waits
 * for it.
 *
 * @jest-environment node
 */
import { relative } from 'node:path';
import {
  type JestReport,
  type OwnerRun,
  endOwnerRun,
  ownerRunReport,
  ownerTestFiles as testFiles,
  secondOwnerRunVariable,
  startOwnerRun,
} from './secondOwnerRun';

let copy: string;
let report: JestReport;
/** The run this file started itself, when globalSetup did not start one beside the suite. */
let ownRun: OwnerRun | undefined;

beforeAll(async () => {
  const started = process.env[secondOwnerRunVariable];
  if (started) {
    copy = started;
  } else {
    ownRun = startOwnerRun();
    copy = ownRun.copy;
    await ownRun.finished;
  }
  report = await ownerRunReport(copy);
}, 45 * 60_000);

afterAll(() => {
  if (ownRun) endOwnerRun(ownRun);
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
