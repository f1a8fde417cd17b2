/** @jest-environment node */
import { darkColors, lightColors } from '../../tokens/stitches.config';
import { contrastRatio, hexToRgb } from '../support/wcagContrast';

type ColorToken = keyof typeof lightColors;

// `darkColors` must name exactly the colours of `lightColors` (its `satisfies` clause checks it).
const palettes: [string, Record<ColorToken, string>][] = [
  ['light', lightColors],
  ['dark', darkColors],
];

const text: [ColorToken, ColorToken][] = [
  ['text', 'page'],
  ['text', 'surface'],
  ['textMuted', 'page'],
  ['textMuted', 'surface'],
  ['link', 'page'],
  ['link', 'surface'],
  ['brand', 'surface'],
  ['brand', 'surfaceMuted'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['onCard', 'card'],
  ['onChrome', 'chrome'],
  ['onChromeMuted', 'chrome'],
  ['onTooltip', 'tooltip'],
  ['danger', 'dangerSurface'],
  ['brand', 'dangerSurface'],
  ['disabled', 'disabledSurface'],
  ['onChrome', 'chromeRaised'],
];

const indicators: [ColorToken, ColorToken][] = [
  ['focusRing', 'page'],
  ['focusRing', 'surface'],
  ['focusRing', 'dangerSurface'],
  ['focusRingOnChrome', 'chrome'],
  ['focusRingOnChrome', 'card'],
  ['focusRingOnChrome', 'chromeRaised'],
];

describe.each(palettes)('colour contrast of the %s theme tokens (WCAG 2.2 AA)', (_, colors) => {
  const contrast = (foreground: ColorToken, background: ColorToken) =>
    contrastRatio(hexToRgb(colors[foreground]), hexToRgb(colors[background]));

  it.each(text)('%s text on %s is at least 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(indicators)('%s focus ring on %s is at least 3:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
