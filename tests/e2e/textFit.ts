/* Whether a page's text fits: no sideways scroll, no text outside the window or cut off by its box. */
import type { Page } from 'playwright-core';

/**
 * What a visitor would see wrong with the page's text as it is now, as short readable lines (empty
 * when everything fits): the page scrolling sideways, text running past the window's edge or cut
 * off by a box that clips, and the open dialog's title running under its Close button.
 */
export function textFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);

    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    /** Screen-reader-only text is a 1 px box on purpose. */
    const isVisuallyHidden = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const clippingBoxOf = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible') return at;
      }
      return null;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden' || parent.closest('script, style, noscript'))
        continue;
      if (isVisuallyHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clippingBox = clippingBoxOf(parent)?.getBoundingClientRect();
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        if (line.left < -0.5 || line.right > width + 0.5) {
          problems.push(
            `${describe(parent)} runs past the window (${Math.round(line.left)}–${Math.round(line.right)} of ${width} px)`,
          );
          break;
        }
        if (clippingBox && (line.left < clippingBox.left - 0.5 || line.right > clippingBox.right + 0.5)) {
          problems.push(`${describe(parent)} is cut off by its box`);
          break;
        }
      }
    }

    const dialog = document.querySelector('[role="dialog"]');
    const title = dialog?.querySelector('h2, [slot="title"]');
    // The popup's close button: its only button named by a label of its own.
    const close = dialog && [...dialog.querySelectorAll('button')].find((button) => button.ariaLabel !== null);
    if (title && close) {
      const range = document.createRange();
      range.selectNodeContents(title);
      const button = close.getBoundingClientRect();
      const overlaps = [...range.getClientRects()].some(
        (line) =>
          line.right > button.left && line.left < button.right && line.bottom > button.top && line.top < button.bottom,
      );
      if (overlaps) problems.push(`the dialog's title runs under its Close button`);
    }
    return problems;
  });
}
