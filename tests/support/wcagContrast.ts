/*
 * WCAG 2 colour contrast, shared by the token test (tests/content) and the browser specs
 * (tests/e2e). A plain module: no Playwright, no DOM.
 *
 * `parseCssColour` and `over` use nothing outside their own bodies, so tests/e2e/contrast.ts can also
 * install their source in a page for code that runs there (`page.evaluate` functions cannot import).
 */

/** An opaque sRGB colour, channels 0–255. */
export type Rgb = [number, number, number];
/** An sRGB colour with alpha (0–1). */
export type Rgba = [number, number, number, number];

/**
 * WCAG 2 relative luminance of an sRGB colour (0–255 channels). The sRGB threshold 0.04045 (WCAG's
 * older 0.03928 gives the same result for every whole 8-bit channel).
 */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `#rrggbb` as channels. */
export function hexToRgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** Channels as `#rrggbb` (rounded), for readable failure messages. */
export function hex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour with alpha painted over an opaque one. */
export function over(top: Rgba, bottom: Rgb): Rgb {
  return [
    top[0] * top[3] + bottom[0] * (1 - top[3]),
    top[1] * top[3] + bottom[1] * (1 - top[3]),
    top[2] * top[3] + bottom[2] * (1 - top[3]),
  ];
}

/** The first `rgb(…)` / `rgba(…)` in a computed CSS value (e.g. a box-shadow), or null if there is none. */
export function parseCssColour(value: string): Rgba | null {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match) return null;
  const [r, g, b, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}
