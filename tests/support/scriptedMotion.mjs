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
  // Each flying copy of a picture, with its box on the first and the last frame it was seen.
  window.flights = new Map();
  const boxOf = (element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return [left, top, width, height].map(Math.round);
  };
  const look = () => {
    for (const animation of document.getAnimations()) {
      const motion = motionOf(animation);
      if (motion && animation.playState === 'running') seen.add(motion);
    }
    for (const flyer of [...document.body.children].filter((element) => element.tagName === 'IMG')) {
      const flight = window.flights.get(flyer) ?? { first: boxOf(flyer) };
      window.flights.set(flyer, { ...flight, last: boxOf(flyer) });
    }
    if (window.motionSeen === seen) requestAnimationFrame(look);
  };
  look();
}

/** The flights seen since recording started, in order, as { first, last } boxes ([left, top, width, height]); it starts afresh. */
export function flightsSeen() {
  const flights = [...window.flights.values()];
  window.flights.clear();
  return flights;
}

/** The box of the first laid-out picture matching `selector`, as flightsSeen gives boxes. */
export function pictureBox(selector) {
  const image = [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length > 0);
  const { left, top, width, height } = image.getBoundingClientRect();
  return [left, top, width, height].map(Math.round);
}

/** The motions seen since recording started, sorted; it starts afresh. */
export function motionSeen() {
  const names = [...window.motionSeen].sort();
  window.motionSeen.clear();
  return names;
}

/** Whether every flight has landed: no flying copy left, no picture still waiting transparent. */
export function isMotionOver() {
  const flyers = [...document.body.children].filter((element) => element.tagName === 'IMG');
  const waiting = [...document.images].filter((image) => image.style.opacity === '0');
  return flyers.length === 0 && waiting.length === 0;
}
