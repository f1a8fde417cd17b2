// What the bench (bench-tap.mjs) needs of a toggle button, the site's theme toggle or a floor's: its
// effect shows when its `aria-pressed` has flipped, and settling taps it back, untimed, so the warm
// tap flips the same way the cold one did. `setUp` and `effectShown` run in the page with the selector.
/* global window, document -- the functions passed to page.evaluate run in the page. */

/** The parts of a bench control for the toggle at `selector`. */
export function toggleFlip(selector) {
  return {
    target: selector,
    setUp: (target) => {
      window.__pressedBefore = document.querySelector(target).getAttribute('aria-pressed');
    },
    effectShown: (target) =>
      document.querySelector(target).getAttribute('aria-pressed') !== window.__pressedBefore && performance.now(),
    settle: async (page) => {
      const toggle = page.locator(selector);
      const before = await toggle.getAttribute('aria-pressed');
      await toggle.tap();
      await page.waitForFunction(
        ([target, before]) => document.querySelector(target).getAttribute('aria-pressed') !== before,
        [selector, before],
      );
    },
  };
}
