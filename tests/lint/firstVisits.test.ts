/**
 * A pooled page's visit is a returning visitor's (tests/support/pagePool.ts): the site's files come
 * from the HTTP cache, and a request served from it carries nothing over the network. A check that
 * reads what the network carries (requests, responses, bytes) therefore opens a first visit
 * (`firstVisit: true`), or it could pass on what the cache answered. This reads the browser specs for
 * such checks, each within the pooled visit it belongs to.
 *
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '../..');
/** tests/sample is the sample's own, which an owner deletes (README: "Make it yours"). */
const specFolders = ['tests/e2e', 'tests/browser', 'tests/sample'].filter((folder) => existsSync(join(root, folder)));

/** Where a pooled visit opens: each one's code runs until the next one opens. */
const pooledVisit = /\b(itOnPage\w*|withPage|openPage|takePage)\(/g;
/** What reads the network rather than the page. */
const readsNetwork =
  /\.on\('(request|response|requestfinished|requestfailed)'|waitForRequest|waitForResponse|transferSize|\.sizes\(\)/;

/** The code of each pooled visit in `source` that reads the network without being a first visit. */
function visitsReadingTheCache(source: string): string[] {
  const starts = [...source.matchAll(pooledVisit)].map((match) => match.index);
  return starts
    .map((start, index) => source.slice(start, starts[index + 1] ?? source.length))
    .filter((visit) => readsNetwork.test(visit) && !/\bfirstVisit: true\b/.test(visit));
}

const specs = specFolders.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(root, folder, file)),
);

describe('a check of what the network carries opens a first visit', () => {
  it.each(specs.map((path) => relative(root, path)))('%s', (file) => {
    // Each by its opening words, the test's name among them.
    const offending = visitsReadingTheCache(readFileSync(join(root, file), 'utf8')).map((visit) =>
      visit.replace(/\s+/g, ' ').slice(0, 120),
    );
    expect(offending).toEqual([]);
  });

  it('finds a listener on a returning visit, and lets a first visit have one', () => {
    const returning = "itOnPage('counts', { path: '/', width }, async ({ page }) => { page.on('request', count); });";
    const first =
      "itOnPage('counts', { path: '/', width, firstVisit: true }, async ({ page }) => { page.on('request', count); });";
    const unrelated = "itOnPage('reads', { path: '/', width }, async ({ page }) => { await page.title(); });";
    expect(visitsReadingTheCache(returning)).toHaveLength(1);
    expect(visitsReadingTheCache(`${first}\n${unrelated}`)).toEqual([]);
    expect(visitsReadingTheCache(`${first}\n${returning}`)).toHaveLength(1);
  });
});
