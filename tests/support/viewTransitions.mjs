// Run in the page (passed to a browser's evaluate): which view transitions the page runs, read from the
// animations of their pseudo-elements, frame by frame.
/* global document, window, requestAnimationFrame -- they run in the page. */

/** Starts noting, each frame, the view-transition pseudo-elements that animate (e.g. `::view-transition-group(root)`). */
export function recordViewTransitions() {
  const seen = new Set();
  window.viewTransitionsSeen = seen;
  const look = () => {
    for (const animation of document.getAnimations()) {
      const pseudo = animation.effect?.pseudoElement;
      if (pseudo?.startsWith('::view-transition-group')) seen.add(pseudo.slice('::view-transition-group'.length));
    }
    if (window.viewTransitionsSeen === seen) requestAnimationFrame(look);
  };
  look();
}

/** The names of the groups that animated since recording started (`(root)`, `(project-picture)`), sorted; it starts afresh. */
export function viewTransitionsSeen() {
  const names = [...window.viewTransitionsSeen].sort();
  window.viewTransitionsSeen.clear();
  return names;
}

/** Whether the browser has same-document view transitions. */
export function hasViewTransitions() {
  return typeof document.startViewTransition === 'function';
}
