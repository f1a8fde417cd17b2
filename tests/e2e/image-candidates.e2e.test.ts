/** @jest-environment node */
/*
 * Which file Chromium fetches for an image of any shape in each box the site fills, at 1× and 2×: the
 * file's picture, cropped to the box (object-fit: cover), must have as many pixels as the box has
 * device pixels, so a landscape portrait in the round 240 px box is as sharp as a square one.
 */
import type { Browser, Page } from 'playwright-core';
import { type ImageUse, imageUses, sizesFor } from '../../src/images/imageBoxes';
import { variantWidths } from '../../src/images/variants';
import { launchChromium } from '../support/chromium';
import { widths } from './support';

// Square, 4:3 and 16:9 landscape, 3:4 portrait, a wide banner: shapes an owner's photos come in.
const aspects = [1, 4 / 3, 16 / 9, 3 / 4, 3];
const densities = [1, 2];
const uses = Object.entries(imageUses).filter(([name]) => name !== 'aboutPhoto') as [string, ImageUse][];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 30_000);
afterAll(() => browser?.close());

/** For a photo of each shape, the width of the variant Chromium picks in `use`, and the box `use` has in this window. */
async function picked(page: Page, use: ImageUse) {
  const candidates = variantWidths.map((width) => `https://images.test/${width}.png ${width}w`).join(', ');
  const images = aspects.map((aspect) => `<img srcset="${candidates}" sizes="${sizesFor(use, aspect)}" alt="">`);
  await page.setContent(images.join(''));
  return page.evaluate(
    async ({ use }) => {
      const files = [...document.querySelectorAll('img')].map((img) => Number(/(\d+)\.png$/.exec(img.currentSrc)?.[1]));
      const rule = use.widths.find(({ media }) => !media || matchMedia(media).matches);
      const boxWidth = rule ? ((rule.width.vw ?? 0) * innerWidth) / 100 + (rule.width.px ?? 0) : undefined;
      const boxHeight = use.height ?? (boxWidth && use.ratio ? boxWidth / use.ratio : undefined);
      return { files, boxWidth, boxHeight };
    },
    { use },
  );
}

const windows = widths.flatMap((width) => densities.map((deviceScaleFactor) => ({ width, deviceScaleFactor })));

describe.each(windows)('in a $width px window at $deviceScaleFactor×', ({ width, deviceScaleFactor }) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor });
    page = await context.newPage();
    await page.route('https://images.test/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    );
  });
  afterAll(() => page?.context().close());

  it.each(uses)(
    "the file picked for the %s covers its box's device pixels, whatever the photo's shape",
    async (_name, use) => {
      const short: string[] = [];
      const { files, boxWidth, boxHeight } = await picked(page, use);
      for (const [index, aspect] of aspects.entries()) {
        const file = files[index];
        // Drawn to cover the box: as wide as the box, or as its height makes the photo, whichever is wider.
        const drawn = Math.max(boxWidth ?? 0, (boxHeight ?? 0) * aspect);
        const needed = Math.min(Math.ceil(drawn * deviceScaleFactor), variantWidths.at(-1)!);
        if (file < needed) short.push(`${aspect.toFixed(2)}:1: the ${file} px file for ${needed} px`);
      }
      expect(short).toEqual([]);
    },
  );
});
