/* Images in the browser specs. */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** Waits until the image `selector` finds has loaded: complete, with a natural width. */
export async function waitForImage(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const img = document.querySelector<HTMLImageElement>(wanted);
    return Boolean(img?.complete && img.naturalWidth > 0);
  }, selector);
}

type Rgb = [number, number, number];

/** A computed colour (`rgb(1, 2, 3)`) as its channels. */
const channels = (color: string): Rgb => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as Rgb;

export interface Drawn {
  /** The share of the box's pixels in the colour. */
  share: number;
  /** The share of its pixels in neither the colour, the background nor a blend of the two (an edge). */
  otherColors: number;
}

/** How `element` is drawn on screen in `color` over `background` (computed colours), from a screenshot of its box. */
export async function drawnIn(element: Locator, color: string, background: string): Promise<Drawn> {
  const png = await element.screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [ink, ground] = [channels(color), channels(background)];
  const span = ink.map((value, channel) => value - ground[channel]);
  const length = span.reduce((sum, value) => sum + value * value, 0);
  let [inColor, other] = [0, 0];
  for (let at = 0; at < data.length; at += info.channels) {
    const pixel = [data[at], data[at + 1], data[at + 2]];
    // Where it lies on the line from the background to the colour, and how far off that line.
    const along = Math.min(
      1,
      Math.max(0, pixel.reduce((sum, value, c) => sum + (value - ground[c]) * span[c], 0) / length),
    );
    const off = Math.max(...pixel.map((value, c) => Math.abs(value - (ground[c] + along * span[c]))));
    if (off > 3) other += 1;
    else if (along > 0.98) inColor += 1;
  }
  const pixels = data.length / info.channels;
  return { share: inColor / pixels, otherColors: other / pixels };
}

/** The least share of its box an icon covers in its colour: an outline (an envelope) covers about a sixth. */
export const iconShare = 0.05;

/** Waits until `element` shows at least `share` of its box in `color` (an owner's SVG arrives as a file), and gives how it is drawn. */
export async function waitUntilDrawnIn(
  element: Locator,
  color: string,
  background: string,
  share = iconShare,
): Promise<Drawn> {
  let drawn = await drawnIn(element, color, background);
  for (let tries = 0; drawn.share < share && tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    drawn = await drawnIn(element, color, background);
  }
  return drawn;
}
