import { config, theme } from '../../tokens/stitches.config';
import type { PicturePlace } from '../../machines/projectPopupMachine';

const growth = { duration: 250, easing: 'cubic-bezier(0.2, 0, 0, 1)' };
/** How long a landed copy waits for the picture under it to load, at most. */
const waitForPictureMs = 1000;
/** Marks the copy of a picture while it flies. */
const flyerMark = 'data-flying-picture';

/** The picture of the popup on screen (one rendered ahead waits hidden). */
export const popupPicture = () =>
  [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')].find(
    (image) => image.getClientRects().length > 0,
  );

const isOnScreen = (box: DOMRect) =>
  box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;

const placeOf = (image: HTMLImageElement, src: string): PicturePlace => {
  const { left, top, width, height } = image.getBoundingClientRect();
  // eslint-disable-next-line no-restricted-syntax -- a place on the screen, measured: physical in any direction.
  return { box: { left, top, width, height }, src, radius: getComputedStyle(image).borderRadius };
};

/**
 * Where a loaded picture shows, or undefined when there is none, or it is not loaded or off screen.
 * With `onTop`, also undefined when something covers its centre (a popup's picture scrolled out of
 * the popup). A copy still flying is where the picture is.
 */
export function pictureAt(image: HTMLImageElement | undefined, { onTop = false } = {}): PicturePlace | undefined {
  const flyer = document.querySelector<HTMLImageElement>(`img[${flyerMark}]`);
  if (flyer) return placeOf(flyer, flyer.src);
  if (!image) return undefined;
  const box = image.getBoundingClientRect();
  if (!image.complete || image.naturalWidth === 0 || !isOnScreen(box)) return undefined;
  if (onTop && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) !== image)
    return undefined;
  return placeOf(image, image.currentSrc || image.src);
}

const boxOf = ({ box: { left, top, width, height }, radius }: PicturePlace) => ({
  // eslint-disable-next-line no-restricted-syntax -- a place on the screen, measured: physical in any direction.
  left: `${left}px`,
  top: `${top}px`,
  width: `${width}px`,
  height: `${height}px`,
  borderRadius: radius,
});

/**
 * A copy of the picture flies from where it was onto `to` (the project's picture in the popup or on
 * its card), above everything, and stays until `to` has loaded (at most a second); `to` waits
 * transparent meanwhile. Its box, not a scale, changes, so the crop stays right all the way. Nothing
 * flies with reduced motion, from nowhere, or onto a picture off screen. Settles once landed; an abort
 * (the popup machine leaving the flight's state) lands it at once.
 */
export function flyPicture(from: PicturePlace | undefined, to: HTMLImageElement | undefined, signal: AbortSignal) {
  // From script, so the styles' reduced-motion rule, which reaches only CSS animations, cannot stop it.
  if (!from || !to || signal.aborted || window.matchMedia(config.media.motion).matches) return Promise.resolve();
  const end = placeOf(to, to.currentSrc || to.src);
  if (!isOnScreen(to.getBoundingClientRect())) return Promise.resolve();
  const flyer = document.createElement('img');
  flyer.src = from.src;
  flyer.alt = '';
  flyer.setAttribute(flyerMark, '');
  Object.assign(flyer.style, boxOf(end), {
    position: 'fixed',
    objectFit: 'cover',
    zIndex: theme.zIndices.flyingPicture.value,
    pointerEvents: 'none',
  });
  document.body.append(flyer);
  const animation = flyer.animate([boxOf(from), boxOf(end)], growth);
  // Transparent, not hidden: a screen reader still finds it in the popup meanwhile.
  to.style.opacity = '0';
  return new Promise<void>((resolve) => {
    const land = () => {
      animation.cancel();
      flyer.remove();
      to.style.opacity = '';
      resolve();
    };
    signal.addEventListener('abort', land, { once: true });
    const loaded = Promise.race([to.decode(), new Promise((wait) => setTimeout(wait, waitForPictureMs))]);
    void Promise.all([animation.finished, loaded.catch(() => {})]).then(land, land);
  });
}
