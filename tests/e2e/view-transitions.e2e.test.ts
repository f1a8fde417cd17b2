/** @jest-environment node */
/*
 * View transitions in real Chromium: a page change cross-fades, a card's picture grows into its
 * popup's and back, and focus lands where it does without them; with reduced motion nothing animates.
 */
import { projects } from '../../src/content';
import { navigation, routeTable } from '../../src/routes/table';
import { isPopupGone, isPopupShown } from '../support/shownPopup.mjs';
import { recordViewTransitions, viewTransitionsSeen } from '../support/viewTransitions.mjs';
import { waitForFocus } from './focus';
import { pageTests, useE2E } from './support';

const itOnPage = pageTests(useE2E(), 30_000);
const card = `[data-project-card="${projects[1].id}"]`;
const about = navigation.find((item) => item.href === routeTable.about.path)!;

describe.each([
  { motion: 'no-preference', root: ['(root)'], picture: ['(project-picture)', '(root)'] },
  { motion: 'reduce', root: [], picture: [] },
] as const)('with prefers-reduced-motion: $motion', ({ motion, root, picture }) => {
  itOnPage(
    'a card opens and closes its popup, focus inside and back on the card',
    { path: routeTable.projects.path, width: 375, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.evaluate(recordViewTransitions);
      await page.click(card);
      await page.waitForFunction(isPopupShown);
      await waitForFocus(page, '[role="dialog"]');
      // The transition ends before the next is read: its animations are 250 ms.
      await page.waitForTimeout(400);
      expect(await page.evaluate(viewTransitionsSeen)).toEqual(picture);
      await page.keyboard.press('Escape');
      await page.waitForFunction(isPopupGone);
      await waitForFocus(page, card);
      await page.waitForTimeout(400);
      expect(await page.evaluate(viewTransitionsSeen)).toEqual(picture);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'a link in the navigation changes the page, its heading focused',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.evaluate(recordViewTransitions);
      await page.getByRole('navigation').getByRole('link', { name: about.name }).click();
      await waitForFocus(page, 'h1');
      await page.waitForTimeout(400);
      expect(await page.evaluate(viewTransitionsSeen)).toEqual(root);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'Escape pressed while the popup is still growing closes it',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.focus(card);
      await page.keyboard.press('Enter');
      await page.waitForFunction(isPopupShown);
      const isGrowing = await page.evaluate(() =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              'pseudoElement' in animation.effect! &&
              String(animation.effect.pseudoElement).startsWith('::view-transition'),
          ),
      );
      await page.keyboard.press('Escape');
      expect(isGrowing).toBe(motion === 'no-preference');
      await page.waitForFunction(isPopupGone);
      await waitForFocus(page, card);
      await page.waitForURL(new RegExp(`${routeTable.projects.path}$`));
      expect(problems).toEqual([]);
    },
  );
});
