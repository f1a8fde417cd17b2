import { theme } from '../../tokens/stitches.config';
import { contrastRatio, hexToRgb } from '../support/wcagContrast';

type ColorToken = keyof typeof theme.colors;

function contrast(foreground: ColorToken, background: ColorToken) {
  return contrastRatio(hexToRgb(theme.colors[foreground].value), hexToRgb(theme.colors[background].value));
}

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
  ['onBrand', 'card'],
  ['onChrome', 'chrome'],
  ['onChromeMuted', 'chrome'],
  ['onTooltip', 'tooltip'],
  ['danger', 'dangerSurface'],
  ['brand', 'dangerSurface'],
];

const indicators: [ColorToken, ColorToken][] = [
  ['focusRing', 'page'],
  ['focusRing', 'surface'],
  ['focusRing', 'dangerSurface'],
  ['focusRingOnChrome', 'chrome'],
  ['focusRingOnChrome', 'card'],
];

describe('colour contrast of the tokens (WCAG 2.2 AA)', () => {
  it.each(text)('%s text on %s is at least 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(indicators)(
    '%s focus ring on %s is at least 3:1',
    (foreground, background) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
    },
  );
});
