// Run in the page (passed to a browser's evaluate): which scripted animations run, read from the
// document's animations frame by frame and as the page starts them: 'page' (the new page fading in) and 'picture' (a project's
// picture flying between its card and its popup).
/* global document, window, requestAnimationFrame, MutationObserver, Element -- they run in the page. */

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
  // Each flying copy of a picture as it is added, with the boxes its flight starts and ends at. Its
  // flight counts as seen from here too: on a busy machine a short flight can start and end between
  // two frames.
  window.flights = [];
  new MutationObserver((records) => {
    for (const flyer of records.flatMap((record) => [...record.addedNodes]).filter((node) => node.tagName === 'IMG')) {
      const [flight] = flyer.getAnimations();
      const motion = flight && motionOf(flight);
      if (motion && flight.playState === 'running') seen.add(motion);
      const keyframes = flight?.effect.getKeyframes() ?? [];
      const boxOf = (frame) =>
        [frame.left, frame.top, frame.width, frame.height].map((value) => Math.round(parseFloat(value)));
      if (keyframes.length > 0) window.flights.push({ first: boxOf(keyframes[0]), last: boxOf(keyframes.at(-1)) });
    }
  }).observe(document.body, { childList: true });
  // And each animation as the page starts it: on a busy machine a short one (the page's fade) can
  // also start and end between two frames. Noted only when it has a duration: a jump is no motion.
  if (!window.animateNoted) {
    window.animateNoted = true;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      const animation = animate.apply(this, args);
      const motion = motionOf(animation);
      if (motion && animation.effect.getComputedTiming().duration > 0) window.motionSeen.add(motion);
      return animation;
    };
  }
  const look = () => {
    for (const animation of document.getAnimations()) {
      const motion = motionOf(animation);
      if (motion && animation.playState === 'running') seen.add(motion);
    }
    if (window.motionSeen === seen) requestAnimationFrame(look);
  };
  look();
}

/**
 * The flights since recording started, in order, as { first, last } boxes ([left, top, width, height]); it starts afresh.
 * @returns {{ first: number[], last: number[] }[]}
 */
export function flightsSeen() {
  return window.flights.splice(0);
}

/** The box of the first laid-out picture matching `selector`, as flightsSeen gives boxes. */
export function pictureBox(selector) {
  const image = [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length > 0);
  const { left, top, width, height } = image.getBoundingClientRect();
  return [left, top, width, height].map(Math.round);
}

/**
 * Notes the box of the first laid-out picture matching `selector` as the next `type` event reaches the
 * document, before the page handles it: where the picture is as a click or key starts its flight.
 */
export function noteBoxOn({ type, selector }) {
  document.addEventListener(
    type,
    () => {
      const image = [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length > 0);
      const { left, top, width, height } = image.getBoundingClientRect();
      window.notedBox = [left, top, width, height].map(Math.round);
    },
    { capture: true, once: true },
  );
}

/** The box noteBoxOn noted. */
export function notedBox() {
  return window.notedBox;
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
