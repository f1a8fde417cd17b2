/** @jest-environment node */
/*
 * Motion in real Chromium: a card's picture grows into its popup and back, a new page fades in, and
 * focus lands where it does without them; with reduced motion nothing moves. Firefox and WebKit run
 * the same flow (tests/engines/visitorFlows.ts).
 */
import { projects } from '../../src/content';
import { navigation, routeTable } from '../../src/routes/table';
import { isMotionOver, motionSeen, recordMotion } from '../support/scriptedMotion.mjs';
import { isPopupGone, isPopupShown } from '../support/shownPopup.mjs';
import { waitForFocus } from './focus';
import { pageTests, useE2E } from './support';

const itOnPage = pageTests(useE2E(), 30_000);
const card = `[data-project-card="${projects[1].id}"]`;
const about = navigation.find((item) => item.href === routeTable.about.path)!;

describe.each([
  { motion: 'no-preference', picture: ['picture'], page: ['page'] },
  { motion: 'reduce', picture: [], page: [] },
] as const)('with prefers-reduced-motion: $motion', ({ motion, picture, page: pageMotion }) => {
  itOnPage(
    'a card opens and closes its popup, focus inside and back on the card, every flight landed',
    { path: routeTable.projects.path, width: 375, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.evaluate(recordMotion);
      await page.click(card);
      await page.waitForFunction(isPopupShown);
      await waitForFocus(page, '[role="dialog"]');
      // The flight is 250 ms.
      await page.waitForTimeout(400);
      expect(await page.evaluate(motionSeen)).toEqual(picture);
      expect(await page.evaluate(isMotionOver)).toBe(true);
      await page.keyboard.press('Escape');
      await page.waitForFunction(isPopupGone);
      await waitForFocus(page, card);
      await page.waitForTimeout(400);
      expect(await page.evaluate(motionSeen)).toEqual(picture);
      expect(await page.evaluate(isMotionOver)).toBe(true);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'a link in the navigation changes the page, its heading focused',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.evaluate(recordMotion);
      await page.getByRole('navigation').getByRole('link', { name: about.name }).click();
      await waitForFocus(page, 'h1');
      await page.waitForTimeout(300);
      expect(await page.evaluate(motionSeen)).toEqual(pageMotion);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'Escape pressed while the picture still flies closes the popup, and the picture flies back',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.focus(card);
      await page.keyboard.press('Enter');
      await page.waitForFunction(isPopupShown);
      const isFlying = await page.evaluate(() => document.body.lastElementChild?.tagName === 'IMG');
      await page.keyboard.press('Escape');
      expect(isFlying).toBe(motion === 'no-preference');
      await page.waitForFunction(isPopupGone);
      await waitForFocus(page, card);
      await page.waitForURL(new RegExp(`${routeTable.projects.path}$`));
      await page.waitForFunction(isMotionOver);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'the frame that first shows the popup shows its picture flying: the motion waits for nothing',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page }) => {
      // Each frame, note whether the dialog is laid out and whether a picture flies.
      await page.evaluate(() => {
        const frames: { dialog: boolean; flying: boolean }[] = [];
        Object.assign(window, { frames });
        const look = () => {
          const dialog = document.querySelector('[role="dialog"]');
          if (dialog && dialog.getClientRects().length > 0) {
            frames.push({ dialog: true, flying: document.body.lastElementChild?.tagName === 'IMG' });
          } else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.click(card);
      await page.waitForFunction(isPopupShown);
      const frames = await page.evaluate(() => (window as unknown as { frames: unknown[] }).frames);
      expect(frames).toEqual([{ dialog: true, flying: motion === 'no-preference' }]);
    },
  );
});
