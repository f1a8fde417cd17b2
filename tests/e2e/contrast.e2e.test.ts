/** @jest-environment node */
/**
 * Text contrast, measured in the browser: every visible text node's computed colour against the
 * background it is painted on (the first ancestor with a background colour, composited down to an
 * opaque colour; on the project cards that is the caption's blue card, not the image above it)
 * is at least 4.5:1, or 3:1 for large text (≥ 24 px, or ≥ 18.66 px bold). Every route at 375 and
 * 1280 px after its animations, and the text that only shows in a state: the project popup (both
 * variants), the tooltips, the resume download alert and the focused skip link.
 */
import type { Page } from 'playwright-core';
import { resume } from '../../src/content';
import { type Rgb, type Rgba, type WithColourTools, contrastRatio, hex, installColourTools, over } from './contrast';
import { waitForFocus } from './focus';
import {
  failPdfDownload,
  firstLoads,
  type PageState,
  popupKinds,
  pressProjectCard,
  showCardTooltip,
  showFooterTooltip,
  someProject,
} from './states';
import { type Width, serverErrorMessage, skipAnimations, useE2E, widths, withPage } from './support';

interface TextSample {
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
async function sampleText(page: Page, scope = 'body'): Promise<TextSample[]> {
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

interface Measured {
  where: string;
  text: string;
  ratio: number;
  required: number;
  pair: string;
}

function measure(samples: TextSample[], where: string): Measured[] {
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

// ---------------------------------------------------------------------------------------------

interface State extends PageState {
  /** Only text inside this element is measured (the rest of the page is covered or unchanged). */
  scope?: string;
}

/**
 * Waits until the animations of `selector`, its ancestors and its descendants have finished (not the
 * whole page's: the cards behind a popup may still be fading in).
 */
async function animationsInside(page: Page, selector: string) {
  await page.waitForFunction((scope) => {
    const root = document.querySelector(scope);
    return (
      root !== null &&
      document.getAnimations().every((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return animation.playState !== 'running' || !target || !(root.contains(target) || target.contains(root));
      })
    );
  }, selector);
}

const popup = (title: string) => async (page: Page) => {
  await pressProjectCard(page, title);
  await animationsInside(page, '[role="dialog"]');
};

const states: State[] = [
  ...firstLoads({ '/Projects': '/Projects (text on the blue cards)' }),
  ...popupKinds.map(({ kind, project }) => ({
    name: `popup, ${kind} (${project.title})`,
    path: '/Projects',
    scope: '[role="dialog"]',
    enter: popup(project.title),
  })),
  { name: 'footer tooltip', path: '/About', scope: '[role="tooltip"]', enter: showFooterTooltip },
  {
    name: 'project card tooltip',
    path: '/Projects',
    scope: '[role="tooltip"]',
    enter: (page) => showCardTooltip(page, someProject.title),
  },
  {
    name: 'resume download failure alert',
    path: '/',
    // The failure's box: its alert message and the retry button.
    scope: 'div:has(> [role="alert"]:not(:empty))',
    enter: async (page) => {
      await failPdfDownload(page);
      await page.getByRole('button', { name: resume.pdf.retryLabel }).waitFor();
    },
    expectedProblems: [serverErrorMessage],
  },
  {
    name: 'focused skip link',
    path: '/Hobby',
    scope: 'a[href="#main"]',
    enter: async (page) => {
      await page.keyboard.press('Tab');
      await waitForFocus(page, '[href="#main"]');
    },
  },
];

const lowestPerState: Measured[] = [];
const e2e = useE2E();

afterAll(() => {
  const lowest = [...lowestPerState].sort((a, b) => a.ratio - b.ratio);
  const line = (entry: Measured) =>
    `  ${entry.ratio.toFixed(2)}:1 (needs ${entry.required}) ${entry.pair} "${entry.text}" — ${entry.where}`;
  process.stdout.write(`contrast: lowest text contrast per state, lowest first:\n${lowest.map(line).join('\n')}\n`);
});

function check(state: State, width: Width): Promise<{ failures: string[]; problems: string[]; count: number }> {
  return withPage(e2e, state.path, { width }, async ({ page, problems }) => {
    if (state.scope) {
      await state.enter?.(page);
    } else {
      await skipAnimations(page);
    }
    const measured = measure(await sampleText(page, state.scope), `${state.name} at ${width} px`);
    const lowest = measured.reduce<Measured | null>(
      (low, entry) => (!low || entry.ratio < low.ratio ? entry : low),
      null,
    );
    if (lowest) lowestPerState.push(lowest);
    const failures = measured
      .filter((entry) => entry.ratio < entry.required)
      .map(
        (entry) =>
          `${entry.where}: "${entry.text}" ${entry.pair} = ${entry.ratio.toFixed(2)}:1, needs ${entry.required}:1`,
      );
    return { failures, problems: [...problems], count: measured.length };
  });
}

it.each(states.map((state) => [state.name, state] as const))(
  '%s: every visible text meets 4.5:1 (3:1 when large) at 375 and 1280 px',
  async (_, state) => {
    for (const width of widths) {
      const { failures, problems, count } = await check(state, width);
      expect(count).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      expect(problems).toEqual(state.expectedProblems ?? []);
    }
  },
  60_000,
);
