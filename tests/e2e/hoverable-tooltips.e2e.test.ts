/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * WCAG 1.4.13 in real Chromium: a visitor who moves the mouse from a trigger onto its tooltip (to
 * read it, or to magnify it) keeps the tooltip; it goes when the mouse leaves both, or on Escape.
 * One of each kind of tooltip: the footer's icon link and a project card's large one. And only one
 * shows at a time: moving on to the next card swaps the tooltips.
 */
import type { Locator, Page } from 'playwright-core';
import { projects, socialLinks } from '../../src/content';
import { animationsFinished, pageTests, sleep, useE2E } from './support';
import { cardLink } from './states';
import { moveMouseAway, showTooltip } from './tooltip';
import { socialLinkName } from '../support/siteWords';
import { tooltipDelays } from '../../machines/tooltipMachine';

const testTimeout = 30_000;

const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);

const triggers: [string, string, (page: Page) => Locator][] = [
  [
    'the footer icon link',
    '/About',
    (page) => page.getByRole('link', { name: socialLinkName(socialLinks[0]), exact: true }),
  ],
  ['a project card', '/Projects', (page) => cardLink(page, (projects[1] ?? projects[0]).title)],
];

/** Moves the mouse in small steps, as a hand does, from where it is to the middle of `target`. */
async function glideOnto(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
}

describe.each(triggers)('hovering onto the tooltip of %s', (_, path, triggerOf) => {
  itOnPage(
    'keeps it while the mouse rests on the bubble, then hides it when the mouse leaves',
    { path },
    async ({ page, problems }) => {
      const trigger = triggerOf(page);
      await trigger.scrollIntoViewIfNeeded();
      await moveMouseAway(page);
      const tooltip = await showTooltip(page, trigger);
      const text = await tooltip.textContent();

      await glideOnto(page, tooltip);
      // Well past the machine's grace for crossing the gap: the pointer is on the bubble, so it stays.
      await sleep(1000);
      expect(await tooltip.isVisible()).toBe(true);
      expect(await tooltip.textContent()).toBe(text);

      // Back onto the trigger and up again: still the same tooltip.
      await glideOnto(page, trigger);
      await glideOnto(page, tooltip);
      await sleep(500);
      expect(await tooltip.isVisible()).toBe(true);

      await moveMouseAway(page);
      expect(problems).toEqual([]);
    },
  );

  itOnPage('hides it on Escape while the mouse is on the bubble', { path }, async ({ page, problems }) => {
    const trigger = triggerOf(page);
    await trigger.scrollIntoViewIfNeeded();
    await moveMouseAway(page);
    const tooltip = await showTooltip(page, trigger);
    await glideOnto(page, tooltip);
    // Past the grace for crossing the gap: it is the Escape, not the pointer leaving, that hides it.
    await sleep(500);
    expect(await tooltip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});

/** Starts counting the tooltips in the page at every DOM change and every frame, keeping the most seen. */
async function recordMostTooltips(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { mostTooltips: number };
    record.mostTooltips = 0;
    const count = () => {
      record.mostTooltips = Math.max(record.mostTooltips, document.querySelectorAll('[role="tooltip"]').length);
    };
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    const everyFrame = () => {
      count();
      requestAnimationFrame(everyFrame);
    };
    everyFrame();
  });
}

const mostTooltips = (page: Page) => page.evaluate(() => (window as unknown as { mostTooltips: number }).mostTooltips);

// Two cards, where the content has more than one project (the sample has seven).
const [from, to] = projects;
if (to)
  describe('moving the mouse from one project card to the next', () => {
    itOnPage('swaps their tooltips: never two at once', { path: '/Projects' }, async ({ page, problems }) => {
      await animationsFinished(page);
      const [fromCard, toCard] = [cardLink(page, from.title), cardLink(page, to.title)];
      await fromCard.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await moveMouseAway(page);
      await showTooltip(page, fromCard, from.title);
      await recordMostTooltips(page);

      await glideOnto(page, toCard);
      await page.getByRole('tooltip', { name: to.title }).waitFor();
      // Past the first card's grace, which it would otherwise have kept next to the second's tooltip.
      await sleep(tooltipDelays.hoverLeave * 2);
      expect((await page.getByRole('tooltip').allTextContents()).map((text) => text.trim())).toEqual([to.title]);
      expect(await mostTooltips(page)).toBe(1);

      await moveMouseAway(page);
      expect(problems).toEqual([]);
    });
  });
