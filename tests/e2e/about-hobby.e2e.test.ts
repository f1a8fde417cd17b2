/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The About and Hobbies pages in real Chromium against the production build: the biography and
 * its photo, and the hobby entries' layout (60 % text, 40 % image, 250 px high) beside each other on
 * a desktop and stacked without horizontal scrolling on a phone.
 */
import type { Page } from 'playwright-core';
import { about, hobbies, hobbiesPage } from '../../src/content';
import { routeTable } from '../../src/routes/siteTable';
import { paragraphText, parseRichText } from '../../src/text/richText';
import { words } from '../support/words';
import { waitForImage } from './images';
import { type InlineBox, inlineBox } from './inlineBox';
import { contentWidths, pageTests, useE2E } from './support';

const testTimeout = 30_000;

interface EntryBox {
  title: string;
  alt: string;
  entry: InlineBox;
  text: InlineBox;
  image: InlineBox;
  imageLoaded: boolean;
}

/** Scrolls every lazy image into view and waits until all images of `main` have loaded. */
async function loadAllImages(page: Page) {
  for (const image of await page.locator('main img').all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete && img.naturalWidth > 0),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Each hobby entry's title, image alt text and the boxes of the entry, its text block and its image,
 * once every image has loaded.
 */
async function hobbyEntries(page: Page): Promise<EntryBox[]> {
  await loadAllImages(page);
  const measured = await page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const img = article.querySelector('img')!;
      const text = article.querySelector('h2')!.parentElement!;
      const box = (element: Element) => ({
        rect: element.getBoundingClientRect().toJSON() as DOMRect,
        direction: getComputedStyle(element).direction,
        viewportWidth: document.documentElement.clientWidth,
      });
      return {
        title: article.querySelector('h2')?.textContent ?? '',
        alt: img.alt,
        entry: box(article),
        text: box(text),
        image: box(img),
        imageLoaded: img.complete && img.naturalWidth > 0,
      };
    }),
  );
  return measured.map(({ entry, text, image, ...rest }) => ({
    ...rest,
    entry: inlineBox(entry),
    text: inlineBox(text),
    image: inlineBox(image),
  }));
}

const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);

describe.each(contentWidths)('at %i px', (width) => {
  itOnPage(
    'the About page shows its eyebrow, its heading, the biography and the loaded photo',
    { path: routeTable.about.path, width },
    async ({ page, problems }) => {
      const main = page.locator('main');
      expect(await main.getByText(about.eyebrow, { exact: true }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(about.heading);

      const paragraphs = (await main.locator('p').allTextContents()).map((text) => text.trim());
      // Each paragraph as it reads: a text's blank lines start paragraphs of their own, links read as their text.
      expect(paragraphs).toEqual([
        about.eyebrow,
        ...about.paragraphs.flatMap((text) => parseRichText(text).map(paragraphText)),
      ]);

      const photo = main.getByRole('img', { name: about.photo.alt, exact: true });
      await photo.waitFor();
      await waitForImage(page, `main img[alt="${about.photo.alt}"]`);
      const shown = await photo.evaluate((img: HTMLImageElement) => ({
        naturalWidth: img.naturalWidth,
        width: img.getBoundingClientRect().width,
        height: img.getBoundingClientRect().height,
      }));
      expect(shown.naturalWidth).toBeGreaterThan(0);
      expect(shown.width).toBeGreaterThan(100);
      expect(shown.height).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'the Hobbies page has a centred heading and every hobby, each image 250 px high with the title as alt',
    { path: routeTable.hobby.path, width },
    async ({ page, problems }) => {
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(hobbiesPage.heading);
      expect(await heading.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
      const headingBox = (await heading.boundingBox())!;
      const textWidth = await heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect();
      });
      // The text sits in the middle of its line.
      const left = textWidth.left - headingBox.x;
      const right = headingBox.x + headingBox.width - textWidth.right;
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);

      const entries = await hobbyEntries(page);
      expect(entries.map((entry) => entry.title)).toEqual(hobbies.map((hobby) => hobby.title));
      for (const entry of entries) {
        expect(entry.alt).toBe(entry.title);
        expect(entry.image.height).toBeCloseTo(250, 0);
        expect(entry.imageLoaded).toBe(true);
      }
      // Each description's words, whatever paragraphs and links it holds.
      const descriptions = await page
        .locator('main article')
        .evaluateAll((articles) => articles.map((article) => article.querySelector('h2')!.parentElement!.innerText));
      expect(descriptions.map((text, index) => words(text).replace(`${hobbies[index].title} `, ''))).toEqual(
        hobbies.map((hobby) => words(hobby.description)),
      );
      expect(problems).toEqual([]);
    },
  );
});

describe('the Hobbies layout', () => {
  itOnPage(
    'at 1280 px puts the text (about 60 %) before the image (about 40 %, 250 px high) in the line',
    { path: routeTable.hobby.path, width: 1280 },
    async ({ page, problems }) => {
      const entries = await hobbyEntries(page);
      expect(entries).toHaveLength(hobbies.length);
      for (const { entry, text, image } of entries) {
        expect(Math.abs(text.width / entry.width - 0.6)).toBeLessThanOrEqual(0.02);
        expect(Math.abs(image.width / entry.width - 0.4)).toBeLessThanOrEqual(0.02);
        expect(image.height).toBeCloseTo(250, 0);
        // Side by side on one row: the text at the line's start (the left in English), the image at its end.
        expect(text.end).toBeLessThanOrEqual(image.start + 1);
        expect(Math.abs(text.start - entry.start)).toBeLessThanOrEqual(1);
        expect(Math.abs(image.end - entry.end)).toBeLessThanOrEqual(1);
        expect(image.top).toBeLessThan(text.bottom);
      }
      expect(problems).toEqual([]);
    },
  );

  itOnPage(
    'at 375 px stacks each entry (image below the text, full width, 250 px high) without horizontal scrolling',
    { path: routeTable.hobby.path, width: 375 },
    async ({ page, problems }) => {
      const entries = await hobbyEntries(page);
      expect(entries).toHaveLength(hobbies.length);
      for (const { entry, text, image } of entries) {
        expect(image.top).toBeGreaterThanOrEqual(text.bottom - 1);
        expect(Math.abs(image.width - entry.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(text.width - entry.width)).toBeLessThanOrEqual(1);
        expect(image.height).toBeCloseTo(250, 0);
        expect(entry.end).toBeLessThanOrEqual(375);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      expect(problems).toEqual([]);
    },
  );
});
