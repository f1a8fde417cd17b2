/* Focus in the browser specs: waiting for it, and what Chromium's accessibility tree says about an element. */
import type { CDPSession, Page } from 'playwright-core';

/**
 * Waits until the focused element matches `selector` (and, when `text` is given, its text content is
 * exactly `text`). Focus often moves a frame after the key or click that causes it.
 */
export async function waitForFocus(page: Page, selector: string, text?: string): Promise<void> {
  await page.waitForFunction(
    ([wanted, wantedText]) => {
      const element = document.activeElement;
      return Boolean(element?.matches(wanted) && (wantedText === null || element.textContent === wantedText));
    },
    [selector, text ?? null] as const,
  );
}

/**
 * Chromium's accessibility-tree node for the object that `expression` evaluates to in the page. The
 * object is let go with the session (a keyboard walk asks at every stop: releasing each one would
 * cost a round trip more).
 */
export async function axNodeOf(cdp: CDPSession, expression: string) {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId!,
    fetchRelatives: false,
  });
  return nodes[0];
}
