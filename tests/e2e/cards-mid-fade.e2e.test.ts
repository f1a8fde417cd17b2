/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The project cards fade in one after another (0.5 s × index), but nothing a visitor acts on is
 * ever faint: each card's title, dates and focus ring are at full strength from the first frame,
 * and a card reached by Tab or by the mouse during its fade shows in full at once. The fade is
 * held at its start here, so the check does not race the clock on a busy machine.
 */
import type { Page } from 'playwright-core';
import { projects } from '../../src/content';
import { pageTests, useE2E } from './support';

const testTimeout = 30_000;

const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);

/**
 * Holds every animation on the page at its first frame: the moment the cards begin to fade in. The
 * cards' entrance is restarted first: on a slow machine the first card's may have ended already, and
 * an ended animation is no longer listed by `getAnimations()`.
 */
const holdFadeAtStart = (page: Page) =>
  page.evaluate(() => {
    const animated = [
      ...document.querySelectorAll<HTMLElement>('main [data-project-card], main [data-project-card] *'),
    ];
    for (const element of animated) element.style.animation = 'none';
    void document.body.offsetHeight;
    for (const element of animated) element.style.animation = '';
    document.getAnimations().forEach((animation) => {
      animation.pause();
      animation.currentTime = 0;
    });
  });

/** Per card: the picture's opacity, the caption's opacity with all its ancestors', and the card's transform. */
const cardLooks = (page: Page) =>
  page.locator('main [data-project-card]').evaluateAll((cards) =>
    cards.map((card) => {
      const caption = card.lastElementChild!;
      let captionOpacity = 1;
      for (let at: Element | null = caption; at; at = at.parentElement) {
        captionOpacity *= Number(getComputedStyle(at).opacity);
      }
      return {
        picture: Number(getComputedStyle(card.querySelector('img')!).opacity),
        caption: captionOpacity,
        transform: getComputedStyle(card).transform,
      };
    }),
  );

describe.each([375, 1280] as const)('project cards mid-fade at %i px', (width) => {
  itOnPage(
    'every caption is at full strength while the pictures fade',
    { path: '/Projects', width },
    async ({ page, problems }) => {
      await holdFadeAtStart(page);
      const looks = await cardLooks(page);
      expect(looks).toHaveLength(projects.length);
      for (const look of looks) {
        expect(look.picture).toBeLessThan(0.1);
        // The Meta line's own 0.92 is part of its colour design (checked for contrast elsewhere).
        expect(look.caption).toBe(1);
      }
      expect(problems).toEqual([]);
    },
  );

  // Needs a card before the focused one and one after it that stay untouched: three projects or more.
  if (projects.length >= 3)
    itOnPage(
      'a card reached by Tab or by the mouse shows in full at once, the others keep fading',
      { path: '/Projects', width },
      async ({ page, problems }) => {
        await holdFadeAtStart(page);
        const focused = Math.max(1, Math.min(4, projects.length - 2));
        const hovered = focused + 1;
        // Tab's own path: focus the previous card (shown in full too), then press Tab onto the one to check.
        await page
          .locator('main [data-project-card]')
          .nth(focused - 1)
          .focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-project-card'))).toBe(
          projects[focused].id,
        );
        await page.locator('main [data-project-card]').nth(hovered).hover();

        const looks = await cardLooks(page);
        looks.forEach((look, index) => {
          if (index === focused || index === hovered || index === focused - 1) {
            expect([index, look.picture]).toEqual([index, 1]);
          } else {
            expect([index, look.picture < 0.1]).toEqual([index, true]);
          }
        });
        expect(looks[focused].transform).toBe('none');
        // The ring is drawn in full around the focused card.
        const ring = await page
          .locator('main [data-project-card]')
          .nth(focused)
          .evaluate((card) => getComputedStyle(card).outlineStyle);
        expect(ring).toBe('solid');
        expect(problems).toEqual([]);
      },
    );
});
