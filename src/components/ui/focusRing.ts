import { systemColors } from '../../../tokens/stitches.config';

/**
 * Visible focus indicator: react-aria components set `data-focus-visible`; plain links and buttons
 * rely on the browser's `:focus-visible`. In forced colours it is drawn in the system's highlight.
 */
function focusRingIn(color: string) {
  const ring = {
    outline: `3px solid ${color}`,
    outlineOffset: '3px',
    '@forcedColors': { outlineColor: systemColors.marker },
  };
  return {
    outline: 'none',
    '&[data-focus-visible]': ring,
    '&:not([data-rac]):focus-visible': ring,
  } as const;
}

/** On the light page and surfaces. */
export const focusRing = focusRingIn('$focusRing');

/** On the dark header, footer and project cards. */
export const focusRingOnChrome = focusRingIn('$focusRingOnChrome');
