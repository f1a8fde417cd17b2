/** @jest-environment node */
/*
 * The About and Hobbies pages in real Chromium against the production build: the biography and
 * its photo, and the hobby entries' layout (60 % text, 40 % image, 250 px high) beside each other on
 * a desktop and stacked without horizontal scrolling on a phone.
 */
import type { Page } from 'playwright-core';
import { about, hobbies } from '../../src/content/site';
import { type E2E, openPage, startE2E, widths } from './support';

const testTimeout = 30_000;

/** The spec's hobby titles, in order. */
const specHobbyTitles = ['Gaming/Pokemon Hunting!', 'Fitness', 'Studying Languages', 'Cooking'];

interface EntryBox {
  title: string;
  alt: string;
  entry: DOMRect;
  text: DOMRect;
  image: DOMRect;
  imageLoaded: boolean;
}

/** Each hobby entry's title, image alt text and the boxes of the entry, its text block and its image. */
function hobbyEntries(page: Page): Promise<EntryBox[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const img = article.querySelector('img')!;
      const text = article.querySelector('h2')!.parentElement!;
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
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
}

/** Scrolls every lazy image into view and waits until all images of `main` have loaded. */
async function loadAllImages(page: Page) {
  for (const image of await page.locator('main img').all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete && img.naturalWidth > 0),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

let e2e: E2E & { close: () => Promise<void> };

beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);

afterAll(async () => {
  await e2e?.close();
});

describe.each(widths)('at %i px', (width) => {
  it(
    "the About page shows 'About section', the heading 'About Me', five paragraphs and the loaded waterfall photo",
    async () => {
      const { page, problems, close } = await openPage(e2e, '/About', { width });
      try {
        const main = page.locator('main');
        // The spec's literal texts.
        expect(await main.getByText('About section', { exact: true }).count()).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About Me');

        const paragraphs = (await main.locator('p').allTextContents()).map((text) => text.trim());
        expect(about.paragraphs).toHaveLength(5);
        expect(paragraphs).toEqual(['About section', ...about.paragraphs]);
        // The biography's topics from the spec.
        const biography = about.paragraphs.join(' ');
        for (const topic of ['web development', 'machine learning', 'computer vision', 'databases', 'Swift']) {
          expect(biography).toContain(topic);
        }

        const photo = main.getByRole('img', { name: about.photo.alt, exact: true });
        await photo.waitFor();
        await page.waitForFunction(
          (alt) => {
            const img = document.querySelector<HTMLImageElement>(`main img[alt="${alt}"]`);
            return Boolean(img?.complete && img.naturalWidth > 0);
          },
          about.photo.alt,
        );
        const shown = await photo.evaluate((img: HTMLImageElement) => ({
          naturalWidth: img.naturalWidth,
          width: img.getBoundingClientRect().width,
          height: img.getBoundingClientRect().height,
        }));
        expect(shown.naturalWidth).toBeGreaterThan(0);
        expect(shown.width).toBeGreaterThan(100);
        expect(shown.height).toBeGreaterThan(100);
        expect(about.photo.alt).toMatch(/waterfall/);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    testTimeout,
  );

  it(
    "the Hobbies page has a centred heading and the spec's four entries, each image 250 px high with the title as alt",
    async () => {
      const { page, problems, close } = await openPage(e2e, '/Hobby', { width });
      try {
        const heading = page.getByRole('heading', { level: 1 });
        expect(await heading.textContent()).toBe('Hobbies');
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

        expect(hobbies.map((hobby) => hobby.title)).toEqual(specHobbyTitles);
        await loadAllImages(page);
        const entries = await hobbyEntries(page);
        expect(entries.map((entry) => entry.title)).toEqual(specHobbyTitles);
        for (const entry of entries) {
          expect(entry.alt).toBe(entry.title);
          expect(entry.image.height).toBeCloseTo(250, 0);
          expect(entry.imageLoaded).toBe(true);
        }
        const descriptions = (await page.locator('main article p').allTextContents()).map((text) => text.trim());
        expect(descriptions).toEqual(hobbies.map((hobby) => hobby.description));
        // The spec's shiny-hunt numbers.
        for (const figure of ['995', '1,010', 'April 2025', '1/4096', '1/8192']) expect(descriptions[0]).toContain(figure);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    testTimeout,
  );
});

describe('the Hobbies layout', () => {
  it(
    'at 1280 px puts the text (about 60 %) left of the image (about 40 %, 250 px high)',
    async () => {
      const { page, problems, close } = await openPage(e2e, '/Hobby', { width: 1280 });
      try {
        await loadAllImages(page);
        const entries = await hobbyEntries(page);
        expect(entries).toHaveLength(4);
        for (const { entry, text, image } of entries) {
          expect(Math.abs(text.width / entry.width - 0.6)).toBeLessThanOrEqual(0.02);
          expect(Math.abs(image.width / entry.width - 0.4)).toBeLessThanOrEqual(0.02);
          expect(image.height).toBeCloseTo(250, 0);
          // Side by side: the text on the left, the image on the right, on one row.
          expect(text.right).toBeLessThanOrEqual(image.left + 1);
          expect(Math.abs(text.left - entry.left)).toBeLessThanOrEqual(1);
          expect(Math.abs(image.right - entry.right)).toBeLessThanOrEqual(1);
          expect(image.top).toBeLessThan(text.bottom);
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    testTimeout,
  );

  it(
    'at 375 px stacks each entry (image below the text, full width, 250 px high) without horizontal scrolling',
    async () => {
      const { page, problems, close } = await openPage(e2e, '/Hobby', { width: 375 });
      try {
        await loadAllImages(page);
        const entries = await hobbyEntries(page);
        expect(entries).toHaveLength(4);
        for (const { entry, text, image } of entries) {
          expect(image.top).toBeGreaterThanOrEqual(text.bottom - 1);
          expect(Math.abs(image.width - entry.width)).toBeLessThanOrEqual(1);
          expect(Math.abs(text.width - entry.width)).toBeLessThanOrEqual(1);
          expect(image.height).toBeCloseTo(250, 0);
          expect(entry.right).toBeLessThanOrEqual(375);
        }
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(375);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    testTimeout,
  );
});
