/*
 * WCAG contrast for the browser specs: the Node-side maths from tests/support/wcagContrast.ts, and
 * the same colour parsing and compositing made available to code that runs in the page.
 */
import type { Page } from 'playwright-core';
import { over, parseCssColour } from '../support/wcagContrast';

export { contrastRatio, hex, over, parseCssColour, type Rgb, type Rgba } from '../support/wcagContrast';

/** What `installColourTools` puts on the page's `window.wcagColour`. */
export interface PageColourTools {
  parse: typeof parseCssColour;
  over: typeof over;
}

/** The page's `window` once `installColourTools` has run, for a cast inside a `page.evaluate` function. */
export interface WithColourTools {
  wcagColour: PageColourTools;
}

/**
 * Defines `window.wcagColour` in the page (once per document) from the very functions Node uses, so a
 * `page.evaluate` function can parse and composite colours without a copy of them:
 * `const { parse, over } = (window as unknown as WithColourTools).wcagColour;`.
 */
export async function installColourTools(page: Page): Promise<void> {
  await page.evaluate(`window.wcagColour ??= { parse: ${parseCssColour.toString()}, over: ${over.toString()} };`);
}
