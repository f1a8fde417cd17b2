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
import { projects, resume, socialLinks } from '../../src/content/site';
import { type E2E, type Width, animationsFinished, notFoundDocumentMessage, openPage, startE2E, widths } from './support';

// ---------------------------------------------------------------------------------------------
// WCAG contrast

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgb): Rgb => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)];
const hex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

// ---------------------------------------------------------------------------------------------

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
function sampleText(page: Page, scope = 'body'): Promise<TextSample[]> {
  return page.evaluate((selector) => {
    type Colour = [number, number, number, number];
    const parse = (value: string): Colour => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) return [0, 0, 0, 0];
      const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const blend = (top: Colour, bottom: [number, number, number]): [number, number, number] => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
    ];

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
      const layers: Colour[] = [];
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
      const background = layers.reduceRight<[number, number, number]>((below, layer) => blend(layer, below), [255, 255, 255]);
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
      ratio: contrast(foreground, sample.background),
      required: isLarge ? 3 : 4.5,
      pair: `${hex(foreground)} on ${hex(sample.background)} (${sample.fontSize}px/${sample.fontWeight}${sample.overImage ? ', over an image' : ''})`,
    };
  });
}

// ---------------------------------------------------------------------------------------------

interface State {
  name: string;
  path: string;
  /** Only text inside this element is measured (the rest of the page is covered or unchanged). */
  scope?: string;
  enter?: (page: Page) => Promise<void>;
  /** Console messages the state causes on purpose. */
  expectedProblems?: string[];
}

const codeProject = projects.find((project) => project.code)!;
const privateProject = projects.find((project) => !project.code)!;
const gitHub = socialLinks.find((link) => link.name === 'GitHub')!;

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
  await page.getByRole('button', { name: title }).click();
  await page.getByRole('dialog', { name: title }).waitFor();
  await animationsInside(page, '[role="dialog"]');
};

const states: State[] = [
  { name: '/', path: '/' },
  { name: '/About', path: '/About' },
  { name: '/Hobby', path: '/Hobby' },
  { name: '/Projects (text on the blue cards)', path: '/Projects' },
  { name: '/nope', path: '/nope', expectedProblems: [notFoundDocumentMessage] },
  { name: `popup, public code (${codeProject.title})`, path: '/Projects', scope: '[role="dialog"]', enter: popup(codeProject.title) },
  {
    name: `popup, private code (${privateProject.title})`,
    path: '/Projects',
    scope: '[role="dialog"]',
    enter: popup(privateProject.title),
  },
  {
    name: 'footer tooltip',
    path: '/About',
    scope: '[role="tooltip"]',
    enter: async (page) => {
      await page.getByRole('link', { name: gitHub.label }).hover();
      await page.getByRole('tooltip', { name: gitHub.name }).waitFor();
    },
  },
  {
    name: 'project card tooltip',
    path: '/Projects',
    scope: '[role="tooltip"]',
    enter: async (page) => {
      await page.getByRole('button', { name: privateProject.title }).hover();
      await page.getByRole('tooltip', { name: privateProject.title }).waitFor();
    },
  },
  {
    name: 'resume download failure alert',
    path: '/',
    scope: '[role="alert"]',
    enter: async (page) => {
      await page.route(`**${resume.pdf.href}`, (route) => route.fulfill({ status: 500, body: 'broken' }));
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await page.getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
    },
    expectedProblems: ['error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)'],
  },
  {
    name: 'focused skip link',
    path: '/Hobby',
    scope: 'a[href="#main"]',
    enter: async (page) => {
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => document.activeElement?.getAttribute('href') === '#main');
    },
  },
];

const lowestPerState: Measured[] = [];
let e2e: E2E & { close: () => Promise<void> };

beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);

afterAll(async () => {
  await e2e?.close();
  const lowest = [...lowestPerState].sort((a, b) => a.ratio - b.ratio);
  const line = (entry: Measured) => `  ${entry.ratio.toFixed(2)}:1 (needs ${entry.required}) ${entry.pair} "${entry.text}" — ${entry.where}`;
  process.stdout.write(`contrast: lowest text contrast per state, lowest first:\n${lowest.map(line).join('\n')}\n`);
});

async function check(state: State, width: Width): Promise<{ failures: string[]; problems: string[]; count: number }> {
  const opened = await openPage(e2e, state.path, { width });
  try {
    const { page, problems } = opened;
    if (state.scope) {
      await state.enter?.(page);
    } else {
      await animationsFinished(page);
    }
    const measured = measure(await sampleText(page, state.scope), `${state.name} at ${width} px`);
    const lowest = measured.reduce<Measured | null>((low, entry) => (!low || entry.ratio < low.ratio ? entry : low), null);
    if (lowest) lowestPerState.push(lowest);
    const failures = measured
      .filter((entry) => entry.ratio < entry.required)
      .map((entry) => `${entry.where}: "${entry.text}" ${entry.pair} = ${entry.ratio.toFixed(2)}:1, needs ${entry.required}:1`);
    return { failures, problems: [...problems], count: measured.length };
  } finally {
    await opened.close();
  }
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
