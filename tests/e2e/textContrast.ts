/*
 * Text contrast, measured in the browser: every visible text node's computed colour against the
 * background it is painted on (the first ancestor with a background colour, composited down to an
 * opaque colour; on the project cards that is the caption's blue card, not the image above it),
 * which must reach 4.5:1, or 3:1 for large text (≥ 24 px, or ≥ 18.66 px bold).
 */
import type { Page } from 'playwright-core';
import { type Rgb, type Rgba, type WithColourTools, contrastRatio, hex, installColourTools, over } from './contrast';

export interface TextSample {
  text: string;
  /** Text colour with its alpha multiplied by the opacity of the element and its ancestors. */
  color: Rgba;
  /** The opaque colour behind the text. */
  background: Rgb;
  fontSize: number;
  fontWeight: number;
  /** An ancestor paints a background image under the text before any background colour. */
  overImage: boolean;
}

/**
 * Every visible text node inside `scope` (a selector; the whole body by default): not hidden, not
 * transparent, not visually hidden (clipped to 1 px) and not moved off the page (the skip link).
 */
export async function sampleText(page: Page, scope = 'body'): Promise<TextSample[]> {
  await installColourTools(page);
  return page.evaluate((selector) => {
    const { parse: parseOrNull, over: blend } = (window as unknown as WithColourTools).wcagColour;
    /** A computed colour; one that does not parse counts as transparent. */
    const parse = (value: string): Rgba => parseOrNull(value) ?? [0, 0, 0, 0];

    const samples: TextSample[] = [];
    const root = document.querySelector(selector);
    if (!root) return samples;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      if (rects.length === 0) continue;
      if (rects.every((rect) => rect.bottom + scrollY <= 0 || rect.right + scrollX <= 0)) continue;

      let opacity = 1;
      let clipped = false;
      const layers: Rgba[] = [];
      let overImage = false;
      let opaque = false;
      for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        const box = ancestor.getBoundingClientRect();
        if (style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) clipped = true;
        if (!opaque) {
          opacity *= Number(style.opacity);
          if (style.backgroundImage !== 'none' && layers.length === 0) overImage = true;
          const background = parse(style.backgroundColor);
          if (background[3] > 0) layers.push(background);
          if (background[3] >= 1) opaque = true;
        }
      }
      if (clipped) continue;
      const background = layers.reduceRight<Rgb>((below, layer) => blend(layer, below), [255, 255, 255]);
      const style = getComputedStyle(element);
      const color = parse(style.color);
      samples.push({
        text: text.slice(0, 60),
        color: [color[0], color[1], color[2], color[3] * opacity],
        background,
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
        overImage,
      });
    }
    return samples;
  }, scope);
}

export interface Measured {
  where: string;
  text: string;
  ratio: number;
  required: number;
  pair: string;
}

export function measureContrast(samples: TextSample[], where: string): Measured[] {
  return samples.map((sample) => {
    const foreground = over(sample.color, sample.background);
    const isLarge = sample.fontSize >= 24 || (sample.fontSize >= 18.66 && sample.fontWeight >= 700);
    return {
      where,
      text: sample.text,
      ratio: contrastRatio(foreground, sample.background),
      required: isLarge ? 3 : 4.5,
      pair: `${hex(foreground)} on ${hex(sample.background)} (${sample.fontSize}px/${sample.fontWeight}${sample.overImage ? ', over an image' : ''})`,
    };
  });
}

/** The measured texts below their required ratio, as readable lines. */
export const contrastFailures = (measured: Measured[]): string[] =>
  measured
    .filter((entry) => entry.ratio < entry.required)
    .map(
      (entry) =>
        `${entry.where}: "${entry.text}" ${entry.pair} = ${entry.ratio.toFixed(2)}:1, needs ${entry.required}:1`,
    );
