/*
 * Where the language notice shows, at the window's foot, something of the page may lie that the
 * visitor is on: the link under their pointer, the control they have focused. A notice that appeared
 * there would take the pointer's hover (and the click that follows) or hide the focus. The notice is
 * laid out unseen first; it shows once its place is clear of both.
 */

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether a notice laid out at `place` would cover what the visitor is on: the innermost element
 * under the pointer (`:hover`) or the focused one. An element too tall to fit above the place (the
 * page's main region, say) is one the notice could never leave clear, and counts for neither.
 */
export function coversVisitor(place: DOMRect, doc: Document = document): boolean {
  const hovered = doc.querySelectorAll(':hover');
  const pointedAt = hovered.length > 0 ? hovered[hovered.length - 1] : null;
  const focused = doc.activeElement === doc.body ? null : doc.activeElement;
  return [pointedAt, focused].some((element) => {
    if (!element || element === doc.documentElement) return false;
    const box = element.getBoundingClientRect();
    return box.height <= place.top && overlaps(box, place);
  });
}

/**
 * Calls `onClear` once the notice (`notice()`, laid out where it will show) covers nothing the
 * visitor is on, checking again whenever the pointer crosses into another element, focus moves, the
 * page scrolls or the window changes size. Returns a function that stops the watch.
 */
export function whenPlaceClear(notice: () => Element | null, onClear: () => void): () => void {
  const changes = ['pointerover', 'pointerout', 'focusin', 'focusout', 'scroll', 'resize'];
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of changes) window.removeEventListener(type, schedule, true);
  };
  // Once a frame at most, after the change has been laid out; until the notice is, on the next.
  const check = () => {
    frame = 0;
    const element = notice();
    if (!element) return schedule();
    if (coversVisitor(element.getBoundingClientRect(), element.ownerDocument)) return;
    stop();
    onClear();
  };
  function schedule() {
    frame ||= requestAnimationFrame(check);
  }
  for (const type of changes) window.addEventListener(type, schedule, { capture: true, passive: true });
  schedule();
  return stop;
}
