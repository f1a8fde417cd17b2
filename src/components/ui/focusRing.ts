import { systemColors } from '../../../tokens/stitches.config';

// react-aria components set `data-focus-visible`; plain elements have the browser's `:focus-visible`.
function focusRingIn(color: string) {
  const ring = {
    outline: `3px solid ${color}`,
    outlineOffset: '3px',
    '@forcedColors': { outlineColor: systemColors.marker },
  };
  return { outline: 'none', '&[data-focus-visible]': ring, '&:not([data-rac]):focus-visible': ring } as const;
}

export const focusRing = focusRingIn('$focusRing');

/** On the dark header, footer and project cards. */
export const focusRingOnChrome = focusRingIn('$focusRingOnChrome');
