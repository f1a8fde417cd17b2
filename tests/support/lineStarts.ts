/**
 * In the page: where the first line of the main heading's text and of the paragraph after it start
 * (their right edge on a right-to-left page, else their left), and that paragraph's `lang`. Words
 * marked as another language's, written the other way, still start where the page's lines do.
 */
export function headingAndNextLineStarts() {
  const heading = document.querySelector('main h1')!;
  const next = heading.nextElementSibling!;
  const rightToLeft = getComputedStyle(document.documentElement).direction === 'rtl';
  // A line of text in both directions is several boxes: the start is the outermost of the first line's.
  const startOf = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()];
    const firstLine = boxes.filter((box) => box.top < Math.min(...boxes.map(({ bottom }) => bottom)));
    return rightToLeft
      ? Math.max(...firstLine.map(({ right }) => right))
      : Math.min(...firstLine.map(({ left }) => left));
  };
  return { heading: startOf(heading), next: startOf(next), nextLang: next.getAttribute('lang') };
}
