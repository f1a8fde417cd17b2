/** Visible focus indicator shared by every interactive element (react-aria sets `data-focus-visible`). */
export const focusRing = {
  outline: 'none',
  '&[data-focus-visible]': {
    outline: '3px solid $focusRing',
    outlineOffset: '3px',
  },
} as const;

/** The same indicator for elements that sit on the dark header, footer or card backgrounds. */
export const focusRingOnChrome = {
  outline: 'none',
  '&[data-focus-visible]': {
    outline: '3px solid $focusRingOnChrome',
    outlineOffset: '3px',
  },
} as const;
