/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The accessibility tree of every route and of each popup variant, as Chromium exposes it to
 * assistive technology (Playwright's `ariaSnapshot()`), compared with the committed snapshot in
 * __snapshots__/. A change to roles, names, states or structure shows up as a diff to review;
 * accept one that is meant with `npx jest tests/sample/aria-snapshots -u`. The snapshot holds the
 * sample's words, so it goes with the sample (README, "Make it yours").
 */
import type { Page } from 'playwright-core';
import { codeProject, pressProjectCard, privateProject, routePaths } from '../e2e/states';
import { expectedProblemsOn, useE2E, widths, withPage } from '../e2e/support';

const testTimeout = 30_000;

const e2e = useE2E();

/** The tree of the whole page, with the copyright year written as `<year>` so the snapshot keeps. */
async function accessibilityTree(page: Page): Promise<string> {
  const tree = await page.locator('body').ariaSnapshot();
  return tree.replaceAll(String(new Date().getFullYear()), '<year>');
}

/** The tree at 375 and at 1280 px, read by `read` after `enter`; they must be the same tree. */
async function treeAtBothWidths(
  path: string,
  read: (page: Page) => Promise<string>,
  enter: (page: Page) => Promise<void> = async () => {},
): Promise<string> {
  const trees = await Promise.all(
    widths.map((width) =>
      withPage(e2e, path, { width }, async ({ page, problems }) => {
        await enter(page);
        const tree = await read(page);
        expect(problems).toEqual(expectedProblemsOn(path));
        return tree;
      }),
    ),
  );
  // The layout changes with the width; what assistive technology is told must not.
  expect(trees[0]).toBe(trees[1]);
  return trees[0];
}

describe('the accessibility tree, the same at 375 and 1280 px', () => {
  it.each(routePaths)(
    '%s',
    async (path) => {
      expect(await treeAtBothWidths(path, accessibilityTree)).toMatchSnapshot();
    },
    testTimeout,
  );

  it.each([
    ['public code', codeProject!],
    ['private code', privateProject!],
  ])(
    'the project popup, %s',
    async (_, project) => {
      const tree = await treeAtBothWidths(
        '/Projects',
        (page) => page.getByRole('dialog').ariaSnapshot(),
        (page) => pressProjectCard(page, project.title),
      );
      expect(tree).toMatchSnapshot();
    },
    testTimeout,
  );
});
