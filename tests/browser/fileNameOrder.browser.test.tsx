/**
 * A file name inside a resume message, as Chromium lays it out: one piece, apart from the words
 * around it, and in the order it reads. The messages and the files are the third owner's
 * (tests/owners/third: Arabic first, files named `سيرة ليلى 2026.docx`, offered as they are on its
 * English pages); each line is the message as the status line renders it (components/ui/FilledIn),
 * on one line. An Arabic name in an English sentence keeps `.docx` at its end, on the right, never
 * as `docx.2026 سيرة ليلى`; in an Arabic sentence its end is on the left; a name in Latin letters in
 * an Arabic sentence reads left to right.
 *
 * @jest-environment node
 */
import type { Browser } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { FilledIn } from '../../src/components/ui/FilledIn';
import { textDirection } from '../../src/content/model';
import { siteContentOf } from '../../src/content/siteContentOf';
import { contentIn } from '../../src/content/translate';
import { launchChromium } from '../support/chromium';
import * as thirdSite from '../owners/third/site';
import { translation as thirdEnglish } from '../owners/third/site.en';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

const arabic = siteContentOf(thirdSite);
const english = contentIn(arabic, 'en', thirdEnglish);
const arabicName = arabic.resume.word!.fileName;

interface Span {
  left: number;
  right: number;
}

/** Where the parts of a laid-out line are, in CSS pixels from the left. */
interface Layout {
  /** The name's isolate: the boxes of its runs, left to right, and its whole span. */
  name: Span & { boxes: Span[] };
  /** The name's extension (its last five characters, `.docx`). */
  extension: Span;
  /** The name's first word. */
  firstWord: Span;
  /** The sentence's words before and after the name (none where the name starts or ends it). */
  before: Span | null;
  after: Span | null;
}

/** The status line saying `template` with `fileName` in a page of `language`, laid out by Chromium. */
async function layOut(template: string, fileName: string, language: string): Promise<Layout> {
  const dir = textDirection(language);
  const line = renderToStaticMarkup(
    <p dir={dir} lang={language}>
      <FilledIn template={template} values={{ file: fileName }} dir={dir} />
    </p>,
  );
  const page = await browser.newPage({ viewport: { width: 1200, height: 200 } });
  try {
    await page.setContent(
      `<!doctype html><html><body style="font: 20px sans-serif; white-space: nowrap">${line}</body></html>`,
    );
    return await page.evaluate((firstWordLength) => {
      const bdi = document.querySelector('bdi')!;
      const span = (node: Node | null, start = 0, end = node?.textContent?.length ?? 0) => {
        if (node === null || end === 0) return null;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      };
      const text = bdi.firstChild!;
      const length = text.textContent!.length;
      const box = bdi.getBoundingClientRect();
      const boxes = Array.from(bdi.getClientRects(), ({ left, right }) => ({ left, right })).sort(
        (a, b) => a.left - b.left,
      );
      return {
        name: { boxes, left: box.left, right: box.right },
        extension: span(text, length - 5, length)!,
        firstWord: span(text, 0, firstWordLength)!,
        before: span(bdi.previousSibling),
        after: span(bdi.nextSibling),
      };
    }, fileName.split(' ')[0].length);
  } finally {
    await page.close();
  }
}

/** Pixels of slack in comparing edges (subpixel positions). */
const slack = 1;

/**
 * That the name is one piece: its runs side by side with no gap, the words before it at its inline
 * start and those after it at its inline end, none of them inside it.
 */
function expectOnePiece({ name, before, after }: Layout, dir: 'ltr' | 'rtl') {
  name.boxes.slice(1).forEach((box, index) => expect(box.left).toBeCloseTo(name.boxes[index].right, 0));
  const [onLeft, onRight] = dir === 'ltr' ? [before, after] : [after, before];
  if (onLeft) expect(onLeft.right).toBeLessThanOrEqual(name.left + slack);
  if (onRight) expect(onRight.left).toBeGreaterThanOrEqual(name.right - slack);
}

describe('a file name in a resume status line, laid out by Chromium', () => {
  it.each([
    ['downloading', (messages: typeof english.resume.messages) => messages.downloading],
    ['started', (messages: typeof english.resume.messages) => messages.started],
  ] as const)(
    'an Arabic name in an English sentence (%s) is one piece, its extension at its end on the right',
    async (_, message) => {
      const layout = await layOut(message(english.resume.messages), arabicName, english.language);
      expectOnePiece(layout, 'ltr');
      expect(layout.extension.right).toBeCloseTo(layout.name.right, 0);
      // Not `docx.2026 سيرة ليلى`: nothing of the name is to the right of its extension.
      expect(layout.firstWord.right).toBeLessThanOrEqual(layout.extension.left + slack);
    },
  );

  it('an Arabic name in an Arabic sentence is one piece, read right to left: its first word on the right, its extension at its end on the left', async () => {
    const layout = await layOut(arabic.resume.messages.downloading, arabicName, arabic.language);
    expectOnePiece(layout, 'rtl');
    expect(layout.firstWord.right).toBeCloseTo(layout.name.right, 0);
    expect(layout.extension.left).toBeCloseTo(layout.name.left, 0);
  });

  it('a name in Latin letters in an Arabic sentence is one piece, read left to right as typed', async () => {
    const layout = await layOut(arabic.resume.messages.downloading, '2026 CV Laila.docx', arabic.language);
    expectOnePiece(layout, 'rtl');
    expect(layout.firstWord.left).toBeCloseTo(layout.name.left, 0);
    expect(layout.extension.right).toBeCloseTo(layout.name.right, 0);
  });
});
