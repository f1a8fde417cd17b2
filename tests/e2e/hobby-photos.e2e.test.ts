/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * Each hobby's image fills its column in real Chromium against the production build, whatever the
 * owner's image is: a vector drawing, or a JPEG or PNG photo (offered as AVIF and WebP in a
 * <picture>) of any size and shape. Beside the text from the sm breakpoint it takes its share of the
 * entry, below it the entry's full width; always `$hobbyImage` high, cropped to fill. Everything
 * expected comes from the content, the tokens and the image layout (src/images/imageBoxes.ts).
 */
import type { Page } from 'playwright-core';
import { hobbies } from '../../src/content';
import { hobbyImagePercent, imageUses } from '../../src/images/imageBoxes';
import { routeTable } from '../../src/routes/siteTable';
import { breakpoints, theme } from '../../tokens/stitches.config';
import { type InlineBox, inlineBox } from './inlineBox';
import { pageTests, useE2E, widths } from './support';

const testTimeout = 30_000;

const imageHeight = Number.parseFloat(theme.sizes.hobbyImage.value);

interface Shown {
  alt: string;
  entry: InlineBox;
  image: InlineBox;
  naturalWidth: number;
  objectFit: string;
}

/** Each hobby entry's image, once loaded: its alt text, its box and its entry's, and how it fits. */
async function shownImages(page: Page): Promise<Shown[]> {
  const images = page.locator('main article img');
  // Lazy images load when scrolled near.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main article img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  const measured = await images.evaluateAll((elements: HTMLImageElement[]) =>
    elements.map((img) => {
      const box = (element: Element) => ({
        rect: element.getBoundingClientRect().toJSON() as DOMRect,
        direction: getComputedStyle(element).direction,
        viewportWidth: document.documentElement.clientWidth,
      });
      return {
        alt: img.alt,
        entry: box(img.closest('article')!),
        image: box(img),
        naturalWidth: img.naturalWidth,
        objectFit: getComputedStyle(img).objectFit,
      };
    }),
  );
  return measured.map(({ entry, image, ...rest }) => ({ ...rest, entry: inlineBox(entry), image: inlineBox(image) }));
}

/** A box as a line to compare, rounded to whole pixels. */
const line = (alt: string, width: number, height: number, edge: number) =>
  `${alt}: ${Math.round(width)}×${Math.round(height)} px, edge at ${Math.round(edge)}`;

const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);

describe.each(widths)('at %i px', (width) => {
  const isBeside = width >= breakpoints.sm;

  itOnPage(
    isBeside
      ? `each hobby's image is loaded and fills its ${hobbyImagePercent} % column at the end of the entry's line, ${imageHeight} px high`
      : `each hobby's image is loaded and fills the entry's full width, ${imageHeight} px high`,
    { path: routeTable.hobby.path, width },
    async ({ page, problems }) => {
      const shown = await shownImages(page);
      expect(shown.map((image) => image.alt)).toEqual(hobbies.map((hobby) => hobby.title));

      // The image's box: its column's width and the token's height, flush with the end of the entry's
      // line (its right in English) beside the text, filling the entry's width below it.
      expect(
        shown.map(({ alt, image }) => line(alt, image.width, image.height, isBeside ? image.end : image.start)),
      ).toEqual(
        shown.map(({ alt, entry }) =>
          line(
            alt,
            isBeside ? (entry.width * hobbyImagePercent) / 100 : entry.width,
            imageHeight,
            isBeside ? entry.end : entry.start,
          ),
        ),
      );
      for (const { alt, image, naturalWidth, objectFit } of shown) {
        // Loaded, cropped to fill, and never larger than the box the build checks photos against.
        expect([alt, naturalWidth > 0, objectFit]).toEqual([alt, true, 'cover']);
        expect(image.width).toBeLessThanOrEqual(imageUses.hobbyImage.largest.width);
      }
      expect(problems).toEqual([]);
    },
  );
});
