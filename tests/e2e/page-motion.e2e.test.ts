/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * Motion in real Chromium: a card's picture grows into its popup and back, a new page fades in, and
 * focus lands where it does without them; with reduced motion nothing moves. Firefox and WebKit run
 * the same flow (tests/engines/visitorFlows.ts).
 */
import type { Page } from 'playwright-core';
import { projects } from '../../src/content';
import { routeTable } from '../../src/routes/siteTable';
import {
  flightsSeen,
  isMotionOver,
  motionSeen,
  notedBox,
  noteBoxOn,
  pictureBox,
  recordMotion,
} from '../support/scriptedMotion.mjs';
import { isPopupGone, isPopupShown } from '../support/shownPopup.mjs';
import { waitForFocus } from './focus';
import { pageTests, useE2E } from './support';
import { navName } from '../support/siteWords';

const itOnPage = pageTests(useE2E(), 30_000);
// A card past the grid's start, where the content has more than one.
const card = `[data-project-card="${(projects[1] ?? projects[0]).id}"]`;
const cardPicture = `${card} img`;
const popupPicture = '[role="dialog"] img';

type Box = number[];
/** How far apart two boxes are: the largest difference of their edges and sizes, in px. */
const apart = (a: Box, b: Box) => Math.max(...a.map((value, index) => Math.abs(value - b[index])));
/** Waits until every flight has landed: a copy waits over a picture still loading, at most a second. */
const everyFlightLanded = (page: Page) => page.waitForFunction(isMotionOver, undefined, { timeout: 5_000 });

describe.each([
  { motion: 'no-preference', picture: ['picture'], page: ['page'] },
  { motion: 'reduce', picture: [], page: [] },
] as const)('with prefers-reduced-motion: $motion', ({ motion, picture, page: pageMotion }) => {
  itOnPage(
    'a card opens and closes its popup, focus inside and back on the card, every flight landed',
    { path: routeTable.projects.path, width: 375, reducedMotion: motion },
    async ({ page, problems }) => {
      // Each flight must start on the picture as the click or key that starts it arrives (the cards rise
      // into place as the page loads, and lift 3 px under the pointer), and end on the other picture.
      await page.evaluate(recordMotion);
      await page.evaluate(noteBoxOn, { type: 'click', selector: cardPicture });
      await page.click(card);
      await page.waitForFunction(isPopupShown);
      await waitForFocus(page, '[role="dialog"]');
      // The flight is 250 ms.
      await page.waitForTimeout(400);
      const cardAtClick = await page.evaluate(notedBox);
      const popupBox = await page.evaluate(pictureBox, popupPicture);
      expect(await page.evaluate(motionSeen)).toEqual(picture);
      await everyFlightLanded(page);
      const opening = await page.evaluate(flightsSeen);
      await page.evaluate(noteBoxOn, { type: 'keydown', selector: popupPicture });
      await page.keyboard.press('Escape');
      await page.waitForFunction(isPopupGone);
      await waitForFocus(page, card);
      await page.waitForTimeout(400);
      const popupAtEscape = await page.evaluate(notedBox);
      const cardBox = await page.evaluate(pictureBox, cardPicture);
      expect(await page.evaluate(motionSeen)).toEqual(picture);
      await everyFlightLanded(page);
      const closing = await page.evaluate(flightsSeen);
      expect([opening.length, closing.length]).toEqual(motion === 'reduce' ? [0, 0] : [1, 1]);
      const missed = [
        ...opening.map((flight) => ({ flight: 'opening', ...flight, from: cardAtClick, to: popupBox })),
        ...closing.map((flight) => ({ flight: 'closing', ...flight, from: popupAtEscape, to: cardBox })),
      ].filter(({ first, last, from, to }) => apart(first, from) > 4 || apart(last, to) > 4);
      expect(missed).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'a link in the navigation changes the page, its heading focused',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.evaluate(recordMotion);
      await page
        .getByRole('navigation')
        .getByRole('link', { name: navName(routeTable.about.path), exact: true })
        .click();
      await waitForFocus(page, 'h1');
      await page.waitForTimeout(300);
      expect(await page.evaluate(motionSeen)).toEqual(pageMotion);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'Escape pressed as the popup opens closes it, and the picture flies back',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.focus(card);
      await page.evaluate(recordMotion);
      await page.keyboard.press('Enter');
      await page.waitForFunction(isPopupShown, undefined, { timeout: 5_000 });
      await page.keyboard.press('Escape');
      await page.waitForFunction(isPopupGone, undefined, { timeout: 5_000 });
      await waitForFocus(page, card);
      await page.waitForURL(new RegExp(`${routeTable.projects.path}$`), { timeout: 5_000 });
      await page.waitForTimeout(400);
      await everyFlightLanded(page);
      // One flight out and one back, however far the first had got.
      expect((await page.evaluate(flightsSeen)).length).toBe(motion === 'reduce' ? 0 : 2);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'an Escape that lands on the card in the moment the popup shows, before focus moves in, closes it',
    { path: routeTable.projects.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.focus(card);
      // As the popup first has a box, Escape goes to the card, where focus was until then.
      await page.evaluate((selector) => {
        const opener = document.querySelector(selector)!;
        const watch = new MutationObserver(() => {
          const shown = [...document.querySelectorAll('[role="dialog"]')].some(
            (dialog) => dialog.getClientRects().length,
          );
          if (!shown) return;
          watch.disconnect();
          opener.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
          document.documentElement.dataset.escapeSent = '';
        });
        watch.observe(document.body, { childList: true, subtree: true, attributes: true });
      }, card);
      await page.keyboard.press('Enter');
      await page.locator('html[data-escape-sent]').waitFor({ state: 'attached', timeout: 5_000 });
      await page.waitForFunction(isPopupGone, undefined, { timeout: 5_000 });
      await page.waitForURL(new RegExp(`${routeTable.projects.path}$`), { timeout: 5_000 });
      await waitForFocus(page, card);
      await everyFlightLanded(page);
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

  itOnPage(
    'no picture flies back when the page goes with the popup (a jump back through history)',
    { path: routeTable.about.path, reducedMotion: motion },
    async ({ page, problems }) => {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: navName(routeTable.projects.path), exact: true })
        .click();
      await page.locator(card).waitFor();
      await page.click(card);
      await page.waitForFunction(isPopupShown);
      await page.waitForTimeout(400);
      await page.evaluate(recordMotion);
      await page.evaluate(() => history.go(-2));
      await page.waitForURL(new RegExp(`${routeTable.about.path}$`));
      await page.waitForTimeout(400);
      expect(await page.evaluate(flightsSeen)).toEqual([]);
      await everyFlightLanded(page);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'no picture flies back from a popup scrolled past its picture, at 320 × 400 px',
    { path: routeTable.projects.path, viewport: { width: 320, height: 400 }, reducedMotion: motion },
    async ({ page, problems }) => {
      await page.click(card);
      await page.waitForFunction(isPopupShown);
      await page.waitForTimeout(400);
      // The popup scrolls within itself: its picture goes out of its top.
      await page.evaluate(() => {
        const scroller = document.querySelector('[role="dialog"]')!.parentElement!;
        scroller.scrollTop = scroller.scrollHeight;
      });
      await page.evaluate(recordMotion);
      await page.keyboard.press('Escape');
      await page.waitForFunction(isPopupGone);
      await page.waitForTimeout(400);
      expect(await page.evaluate(flightsSeen)).toEqual([]);
      await everyFlightLanded(page);
      expect(problems).toEqual([]);
    },
  );
});
