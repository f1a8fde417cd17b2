/*
 * The check that keeps the language notice from landing on what the visitor is on. jsdom lays out
 * nothing and keeps no pointer: each element's box is given, and so is what `:hover` matches.
 * (tests/browser/languages.browser.test.ts checks the notice itself in Chromium.)
 */
import { coversVisitor, whenPlaceClear } from '../../src/components/noticePlace';

// A 375 × 812 window; the notice's place at its foot.
const place = new DOMRect(12, 660, 351, 140);

function boxed(tag: string, box: DOMRect): HTMLElement {
  const element = document.createElement(tag);
  element.tabIndex = 0;
  element.getBoundingClientRect = () => box;
  document.body.append(element);
  return element;
}

/** Makes `:hover` match `elements`, outermost first, as a pointer resting on the last one would. */
function pointAt(...elements: Element[]) {
  const all = document.querySelectorAll.bind(document);
  jest
    .spyOn(document, 'querySelectorAll')
    .mockImplementation((selectors: string) =>
      selectors === ':hover' ? (elements as unknown as NodeListOf<Element>) : all(selectors),
    );
}

afterEach(() => {
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.replaceChildren();
});

describe('whether the notice would cover what the visitor is on', () => {
  it('does for a link under the pointer that reaches into its place, and not for one clear of it', () => {
    const link = boxed('a', new DOMRect(150, 620, 75, 75));
    pointAt(document.documentElement, document.body, link);
    expect(coversVisitor(place)).toBe(true);
    link.getBoundingClientRect = () => new DOMRect(150, 560, 75, 75);
    expect(coversVisitor(place)).toBe(false);
  });

  it('does for the focused control, with no pointer anywhere', () => {
    pointAt();
    const button = boxed('button', new DOMRect(40, 700, 120, 44));
    expect(coversVisitor(place)).toBe(false);
    button.focus();
    expect(coversVisitor(place)).toBe(true);
  });

  it('does not for a region too tall to fit above its place (the page’s main part), pointed at or focused', () => {
    const main = boxed('main', new DOMRect(0, -200, 375, 1400));
    pointAt(document.documentElement, document.body, main);
    main.focus();
    expect(coversVisitor(place)).toBe(false);
  });
});

describe('waiting for the place to clear', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls back once, on the frame after the pointer has left what the notice would cover', () => {
    const notice = boxed('aside', place);
    const link = boxed('a', new DOMRect(150, 700, 75, 75));
    pointAt(document.body, link);
    const onClear = jest.fn();
    whenPlaceClear(() => notice, onClear);
    jest.advanceTimersByTime(100);
    expect(onClear).not.toHaveBeenCalled();

    pointAt(document.body);
    link.dispatchEvent(new Event('pointerout', { bubbles: true }));
    expect(onClear).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(onClear).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.advanceTimersByTime(100);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('waits for the notice to be laid out, and calls nothing once stopped', () => {
    let notice: HTMLElement | null = null;
    pointAt();
    const onClear = jest.fn();
    const stop = whenPlaceClear(() => notice, onClear);
    jest.advanceTimersByTime(100);
    expect(onClear).not.toHaveBeenCalled();
    notice = boxed('aside', place);
    jest.advanceTimersByTime(100);
    expect(onClear).toHaveBeenCalledTimes(1);

    const stopped = jest.fn();
    const link = boxed('a', new DOMRect(150, 700, 75, 75));
    pointAt(link);
    whenPlaceClear(() => notice, stopped)();
    pointAt();
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(100);
    expect(stopped).not.toHaveBeenCalled();
    stop();
  });
});
