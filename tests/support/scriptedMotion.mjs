// Run in the page (passed to a browser's evaluate): which scripted animations run, read from the
// document's animations frame by frame: 'page' (the new page fading in) and 'picture' (a project's
// picture flying between its card and its popup).
/* global document, window, requestAnimationFrame -- they run in the page. */

/** Starts noting, each frame, the scripted animations that run. */
export function recordMotion() {
  // Self-contained: the browser runs this function's own text.
  const motionOf = (animation) => {
    const target = animation.effect?.target;
    if (target?.id === 'main') return 'page';
    if (target?.tagName === 'IMG' && target.parentElement === document.body) return 'picture';
    return undefined;
  };
  const seen = new Set();
  window.motionSeen = seen;
  const look = () => {
    for (const animation of document.getAnimations()) {
      const motion = motionOf(animation);
      if (motion && animation.playState === 'running') seen.add(motion);
    }
    if (window.motionSeen === seen) requestAnimationFrame(look);
  };
  look();
}

/** The motions seen since recording started, sorted; it starts afresh. */
export function motionSeen() {
  const names = [...window.motionSeen].sort();
  window.motionSeen.clear();
  return names;
}

/** Whether every flight has landed: no flying copy left, no picture still waiting hidden. */
export function isMotionOver() {
  const flyers = [...document.body.children].filter((element) => element.tagName === 'IMG');
  const waiting = [...document.images].filter((image) => image.style.visibility === 'hidden');
  return flyers.length === 0 && waiting.length === 0;
}
