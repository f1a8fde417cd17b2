/* Tooltips in the browser specs: hovering a trigger until its tooltip shows, and getting rid of it. */
import type { Locator, Page } from 'playwright-core';

/** Moves the mouse to the page's corner, off every trigger, and waits until no tooltip is left. */
export async function moveMouseAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  // Two may be closing at once: a scroll can slide another trigger under the pointer on its way out.
  await page.waitForFunction(() => document.querySelector('[role="tooltip"]') === null);
}

/** Hovers `trigger` and waits for a tooltip (the one named `name`, when given); returns the tooltip. */
export async function showTooltip(page: Page, trigger: Locator, name?: string): Promise<Locator> {
  await trigger.hover();
  const tooltip = name === undefined ? page.getByRole('tooltip') : page.getByRole('tooltip', { name });
  await tooltip.waitFor();
  return tooltip;
}
