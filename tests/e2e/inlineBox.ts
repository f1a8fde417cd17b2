/**
 * A box by the sides of a line as the page's language writes it: `start` where a line begins (the
 * left in English, the right in Arabic), `end` where it ends, measured from the start edge of the
 * window. A layout that mirrors for a right-to-left language compares the same either way.
 */
export interface InlineBox {
  start: number;
  end: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** What a page reports of a box: its rectangle, the writing direction around it and the window's width. */
export interface MeasuredBox {
  rect: { left: number; right: number; top: number; bottom: number; width: number; height: number };
  direction: string;
  viewportWidth: number;
}

export function inlineBox({ rect, direction, viewportWidth }: MeasuredBox): InlineBox {
  const rightToLeft = direction === 'rtl';
  return {
    start: rightToLeft ? viewportWidth - rect.right : rect.left,
    end: rightToLeft ? viewportWidth - rect.left : rect.right,
    top: rect.top,
    bottom: rect.bottom,
    width: rect.width,
    height: rect.height,
  };
}
