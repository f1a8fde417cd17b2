/**
 * The accessibility-tree snapshot (aria-snapshots.e2e.test.ts, which runs in Chromium) holds a tree
 * for every route and for no other: a page added to the route table without one fails here, in the
 * quick check, rather than first in the browser run.
 *
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routePaths } from '../support/routeTable';

const snapshotFile = join(__dirname, '__snapshots__/aria-snapshots.e2e.test.ts.snap');
const routeTrees = 'the accessibility tree, the same at 375 and 1280 px /';

/** The route of each page tree the snapshot holds (`/About`), read from its names. */
const snapshotRoutes = Array.from(readFileSync(snapshotFile, 'utf8').matchAll(/^exports\[`(.+) 1`\] = `$/gm))
  .map(([, name]) => name)
  .filter((name) => name.startsWith(routeTrees))
  .map((name) => name.slice(routeTrees.length - 1));

describe('the accessibility-tree snapshot', () => {
  it.each(routePaths)(
    'has the tree of %s (a new page: accept its tree with `npx jest tests/sample/aria-snapshots -u`)',
    (path) => {
      expect(snapshotRoutes).toContain(path);
    },
  );

  it('has no tree of a route the site no longer has', () => {
    expect(snapshotRoutes.filter((path) => !routePaths.includes(path))).toEqual([]);
  });
});
