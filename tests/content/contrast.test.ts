import { theme } from '../../tokens/stitches.config';

type ColorToken = keyof typeof theme.colors;

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: ColorToken, background: ColorToken) {
  const [a, b] = [luminance(theme.colors[foreground].value), luminance(theme.colors[background].value)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
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
