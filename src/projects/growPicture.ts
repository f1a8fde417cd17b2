import { config, theme } from '../../tokens/stitches.config';

const growth = { duration: 250, easing: 'cubic-bezier(0.2, 0, 0, 1)' };

/** The first picture matching `selector` that is laid out (pages rendered ahead wait hidden). */
export function shownPicture(selector: string): HTMLImageElement | undefined {
  return [...document.querySelectorAll<HTMLImageElement>(selector)].find((image) => image.getClientRects().length > 0);
}

let landCurrentFlight = () => {};

/**
 * A copy of `from`'s picture flies onto `to`'s box, above everything, while `to` waits hidden: a card's
 * picture grows into its popup's, and back. Nothing flies with reduced motion; a flight still under way
 * lands at once when the next starts.
 */
export function growPicture(from: HTMLImageElement, to: HTMLImageElement): void {
  landCurrentFlight();
  // From script, so the styles' reduced-motion rule, which reaches only CSS animations, cannot stop it.
  if (window.matchMedia(config.media.motion).matches) return;
  const start = from.getBoundingClientRect();
  const end = to.getBoundingClientRect();
  if (start.width === 0 || end.width === 0) return;
  const flyer = document.createElement('img');
  flyer.src = from.currentSrc || from.src;
  flyer.alt = '';
  Object.assign(flyer.style, {
    position: 'fixed',
    left: `${end.left}px`,
    top: `${end.top}px`,
    width: `${end.width}px`,
    height: `${end.height}px`,
    objectFit: 'cover',
    zIndex: theme.zIndices.flyingPicture.value,
    transformOrigin: '0 0',
    pointerEvents: 'none',
  });
  document.body.append(flyer);
  const fromStart = `translate(${start.left - end.left}px, ${start.top - end.top}px) scale(${start.width / end.width}, ${start.height / end.height})`;
  const flight = flyer.animate([{ transform: fromStart }, { transform: 'none' }], growth);
  to.style.visibility = 'hidden';
  const land = () => {
    flyer.remove();
    to.style.visibility = '';
  };
  landCurrentFlight = land;
  flight.finished.then(land, land);
}
