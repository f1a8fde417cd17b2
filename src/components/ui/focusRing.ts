/** Visible focus indicator for an interactive element (react-aria sets `data-focus-visible`). */
function focusRingIn(color: string) {
  return {
    outline: 'none',
    '&[data-focus-visible]': { outline: `3px solid ${color}`, outlineOffset: '3px' },
  } as const;
}

/** On the light page and surfaces. */
export const focusRing = focusRingIn('$focusRing');

/** On the dark header, footer and project cards. */
export const focusRingOnChrome = focusRingIn('$focusRingOnChrome');
