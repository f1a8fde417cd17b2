import { createStitches } from '@stitches/react';

/** In CSS px at the usual 16 px default font. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const breakpointEm = (px: number) => `${px / 16}em`;

export const lightColors = {
  page: '#f5f7fb',
  surface: '#ffffff',
  surfaceMuted: '#e8edf7',
  text: '#14213d',
  textMuted: '#44506b',
  border: '#c9d2e3',
  chrome: '#0b1a33',
  chromeRaised: '#13284d',
  onChrome: '#ffffff',
  onChromeMuted: '#c8d6f0',
  brand: '#1d4ed8',
  brandHover: '#1e40af',
  onBrand: '#ffffff',
  card: '#1d4ed8',
  onCard: '#ffffff',
  cardGlow: 'rgba(255, 255, 255, 0.6)',
  link: '#1d4ed8',
  focusRing: '#1e40af',
  focusRingOnChrome: '#fbbf24',
  tooltip: '#1e3a8a',
  tooltipBorder: 'rgba(255, 255, 255, 0.45)',
  onTooltip: '#ffffff',
  backdrop: 'rgba(11, 26, 51, 0.72)',
  danger: '#b91c1c',
  dangerSurface: '#fdecec',
  success: '#166534',
  disabled: '#5b6478',
  disabledSurface: '#dfe4ee',
};

export const darkColors = {
  page: '#0d1320',
  surface: '#161f31',
  surfaceMuted: '#1f2a40',
  text: '#e6ebf5',
  textMuted: '#aab5ca',
  border: '#34415d',
  chrome: '#060c18',
  chromeRaised: '#0f1b33',
  onChrome: '#ffffff',
  onChromeMuted: '#c8d6f0',
  brand: '#93b4ff',
  brandHover: '#b6ccff',
  onBrand: '#0b1a33',
  card: '#1d4ed8',
  onCard: '#ffffff',
  cardGlow: 'rgba(255, 255, 255, 0.6)',
  link: '#9dbcff',
  focusRing: '#93b4ff',
  focusRingOnChrome: '#fbbf24',
  tooltip: '#1e3a8a',
  tooltipBorder: 'rgba(255, 255, 255, 0.45)',
  onTooltip: '#ffffff',
  backdrop: 'rgba(0, 0, 0, 0.75)',
  danger: '#fca5a5',
  dangerSurface: '#3a1418',
  success: '#86efac',
  disabled: '#aab2c3',
  disabledSurface: '#283246',
} satisfies Record<keyof typeof lightColors, string>;

export const { styled, css, globalCss, keyframes, getCssText, reset, createTheme, theme, config } = createStitches({
  theme: {
    colors: lightColors,
    space: {
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      7: '32px',
      8: '48px',
      9: '64px',
      cardGap: '20px',
    },
    sizes: {
      cardImage: '194px',
      hobbyImage: '250px',
      socialIcon: '75px',
      portrait: '240px',
      touchTarget: '44px',
      content: '1120px',
      prose: '68ch',
      dialog: '640px',
    },
    // In rem, so text follows the font size a visitor chose for their browser.
    fontSizes: {
      1: '0.875rem',
      2: '1rem',
      3: '1.125rem',
      4: '1.375rem',
      5: '1.75rem',
      6: '2.25rem',
      7: '2.75rem',
      tooltipLarge: '1.875rem',
    },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    fontWeights: { regular: '400', medium: '500', bold: '700' },
    lineHeights: { tight: '1.2', body: '1.6' },
    radii: { sm: '6px', md: '12px', lg: '20px', round: '9999px' },
    shadows: {
      raised: '0 1px 2px rgba(11, 26, 51, 0.08), 0 8px 24px rgba(11, 26, 51, 0.08)',
      cardGlow: '0 0 18px 2px $colors$cardGlow',
      cardGlowStrong: '0 0 26px 6px $colors$cardGlow',
      dialog: '0 24px 64px rgba(0, 0, 0, 0.35)',
    },
    transitions: { quick: '150ms ease-out' },
    zIndices: { notice: '50', skipLink: '100', overlay: '200', flyingPicture: '300' },
  },
  // In em, so a larger default font gets the layout of a narrower window and the room it needs.
  media: {
    sm: `(min-width: ${breakpointEm(breakpoints.sm)})`,
    md: `(min-width: ${breakpointEm(breakpoints.md)})`,
    lg: `(min-width: ${breakpointEm(breakpoints.lg)})`,
    xl: `(min-width: ${breakpointEm(breakpoints.xl)})`,
    motion: '(prefers-reduced-motion: reduce)',
    // Windows High Contrast and the like: a few system colours replace the theme's.
    forcedColors: '(forced-colors: active)',
  },
});

// Forced colours drop shadows and backgrounds, so what stood out by them needs one of these instead.
export const systemColors = {
  edge: 'CanvasText',
  /** A project card's edge. */
  buttonEdge: 'ButtonText',
  marker: 'Highlight',
  unavailable: 'GrayText',
} as const;

export const edgeInForcedColors = (width = '1px') =>
  ({ '@forcedColors': { border: `${width} solid ${systemColors.edge}` } }) as const;

/** Each card's fade waits this many seconds times its index. */
export const cardFadeInStepSeconds = 0.5;

/** A project card shows at most this many lines of its title (the popup, the page and the card's name have all of it). */
export const cardTitleLines = 2;

/** A fade's frames, for CSS (`fadeIn`) and for script (`Element.animate`). */
// Not 0: a fully transparent image does not count as painted, which would delay the largest paint.
export const fadeInFrames = [{ opacity: 0.05 }, { opacity: 1 }];

export const fadeIn = keyframes({ from: fadeInFrames[0], to: fadeInFrames[1] });

export const riseIn = keyframes({
  from: { transform: 'translateY(12px)' },
  to: { transform: 'none' },
});

// Classes on <html> for a chosen theme; without one, the system's decides (src/styles/globalStyles.ts).
export const darkTheme = createTheme('dark-theme', { colors: darkColors });
export const lightThemeClass = 'light-theme';

/** For following `prefers-color-scheme` without a class. */
export const darkColorVariables = Object.fromEntries(
  Object.entries(darkColors).map(([name, value]) => [theme.colors[name as keyof typeof darkColors].variable, value]),
);

/** Stitches writes these once, when first used, so a server render re-adds them after `reset()`. */
export const alwaysWritten = [fadeIn, riseIn, darkTheme];
