import { systemColors } from '../../../tokens/stitches.config';

/**
 * A link in the header's navigation: muted until hovered, and the one marked by `current` (an
 * attribute selector) bright with a bar beneath. A box, not a bottom border: WebKit bends a rounded
 * link's border up at the corners, and forced colours would paint every link's border.
 */
export const chromeNavLook = (current: string) =>
  ({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '$touchTarget',
    fontWeight: '$medium',
    textDecoration: 'none',
    color: '$onChromeMuted',
    '&:hover': { color: '$onChrome' },
    [`&${current}`]: { color: '$onChrome' },
    [`&${current}::after`]: {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: '3px',
      borderRadius: '$round',
      backgroundColor: '$focusRingOnChrome',
      '@forcedColors': { backgroundColor: systemColors.marker, forcedColorAdjust: 'none' },
    },
  }) as const;
