/* Images in the browser specs. */
import type { Page } from 'playwright-core';

/** Waits until the image `selector` finds has loaded: complete, with a natural width. */
export async function waitForImage(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const img = document.querySelector<HTMLImageElement>(wanted);
    return Boolean(img?.complete && img.naturalWidth > 0);
  }, selector);
}
