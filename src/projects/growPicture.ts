import { config, theme } from '../../tokens/stitches.config';

const growth = { duration: 250, easing: 'cubic-bezier(0.2, 0, 0, 1)' };
/** How long a landed copy waits for the picture under it to load, at most. */
const waitForPictureMs = 1000;

/** The first picture matching `selector` that is laid out (pages rendered ahead wait hidden). */
export function shownPicture(selector: string): HTMLImageElement | undefined {
  return [...document.querySelectorAll<HTMLImageElement>(selector)].find((image) => image.getClientRects().length > 0);
}

/** Where a picture is on screen and what it shows, read before it moves or goes. */
export interface PictureAt {
  box: DOMRect;
  src: string;
  radius: string;
}

interface Flight {
  flyer: HTMLImageElement;
  land: () => void;
}
let current: Flight | undefined;

const isOnScreen = (box: DOMRect) =>
  box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;

/**
 * Where a loaded picture shows, or undefined when it is not loaded or off screen. With `onTop`, also
 * undefined when something covers its centre (a popup's picture scrolled out of the popup). A copy
 * still flying is where the picture is.
 */
export function pictureAt(image: HTMLImageElement, { onTop = false } = {}): PictureAt | undefined {
  const flyer = current?.flyer;
  if (flyer)
    return { box: flyer.getBoundingClientRect(), src: flyer.src, radius: getComputedStyle(flyer).borderRadius };
  const box = image.getBoundingClientRect();
  if (!image.complete || image.naturalWidth === 0 || !isOnScreen(box)) return undefined;
  if (onTop && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) !== image)
    return undefined;
  return { box, src: image.currentSrc || image.src, radius: getComputedStyle(image).borderRadius };
}

const boxOf = ({ left, top, width, height }: DOMRect, radius: string) => ({
  // eslint-disable-next-line no-restricted-syntax -- a place on the screen, measured: physical in any direction.
  left: `${left}px`,
  top: `${top}px`,
  width: `${width}px`,
  height: `${height}px`,
  borderRadius: radius,
});

/**
 * A copy of a picture flies from where it was onto `to`'s box, above everything, and stays until `to`
 * has loaded (at most a second); `to` waits transparent meanwhile: a card's picture grows into its popup's,
 * and back. Its box, not a scale, changes, so the crop stays right all the way. Nothing flies with
 * reduced motion; a flight still under way lands at once when the next starts.
 */
export function growPicture(from: PictureAt, to: HTMLImageElement): void {
  current?.land();
  // From script, so the styles' reduced-motion rule, which reaches only CSS animations, cannot stop it.
  if (window.matchMedia(config.media.motion).matches) return;
  const end = to.getBoundingClientRect();
  if (!isOnScreen(end)) return;
  const flyer = document.createElement('img');
  flyer.src = from.src;
  flyer.alt = '';
  const endBox = boxOf(end, getComputedStyle(to).borderRadius);
  Object.assign(flyer.style, endBox, {
    position: 'fixed',
    objectFit: 'cover',
    zIndex: theme.zIndices.flyingPicture.value,
    pointerEvents: 'none',
  });
  document.body.append(flyer);
  const animation = flyer.animate([boxOf(from.box, from.radius), endBox], growth);
  // Transparent, not hidden: a screen reader still finds it in the popup meanwhile.
  to.style.opacity = '0';
  let hasLanded = false;
  const flight: Flight = {
    flyer,
    land: () => {
      if (hasLanded) return;
      hasLanded = true;
      animation.cancel();
      flyer.remove();
      to.style.opacity = '';
      if (current === flight) current = undefined;
    },
  };
  current = flight;
  const loaded = Promise.race([to.decode(), new Promise((resolve) => setTimeout(resolve, waitForPictureMs))]);
  void Promise.all([animation.finished, loaded.catch(() => {})]).then(flight.land, flight.land);
}
