/*
 * What the visitor flows need from a browser, whatever drives it: Playwright for Chromium,
 * Puppeteer over WebDriver BiDi for Firefox, WebDriver (selenium-webdriver) for WebKit. Each driver
 * adapter implements these two interfaces and nothing more; the flows are written once against them.
 */

export const engineNames = ['firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

export interface EngineOptions {
  /** Start the engine with the visitor's "reduce motion" setting on (each engine's own switch). */
  reducedMotion?: boolean;
}

export interface Viewport {
  width: number;
  height: number;
}

/** An element the flows act on: the first match of `css` whose name is `name`, when given. */
export interface Target {
  css: string;
  /** The element's `aria-label`, else its trimmed text (exactly). */
  name?: string;
}

export type Key = 'Tab' | 'Shift+Tab' | 'Escape' | 'Enter';

export interface Engine {
  name: EngineName;
  /** Where files the visitor downloads are saved (one folder per engine instance). */
  downloadDir: string;
  /** Opens a fresh tab (no storage from earlier tabs) with the given viewport. */
  newTab: (viewport: Viewport) => Promise<Tab>;
  /** Ends the engine and removes its folder. */
  close: () => Promise<void>;
}

export interface Tab {
  /** Loads `url` and resolves once its document has loaded; returns the document's HTTP status. */
  goto: (url: string) => Promise<number>;
  reload: () => Promise<void>;
  /** Runs `fn` in the page with JSON arguments; resolves with its (awaited) JSON result. */
  evaluate: <R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A) => Promise<R>;
  /** A real pointer click on the middle of the target, scrolled into view first. */
  click: (target: Target) => Promise<void>;
  /** A real pointer click at a point of the viewport (CSS pixels). */
  clickAt: (x: number, y: number) => Promise<void>;
  /** Moves the real pointer onto the middle of the target, scrolled into view first. */
  hover: (target: Target) => Promise<void>;
  /** Moves the real pointer to a point of the viewport. */
  moveTo: (x: number, y: number) => Promise<void>;
  press: (key: Key) => Promise<void>;
  /** A PNG of the viewport. */
  screenshot: () => Promise<Buffer>;
  /**
   * Console errors and warnings and uncaught errors seen since the tab opened, as `type: text`.
   * WebKit's driver reports no console: there the tab records, from each load on, uncaught errors,
   * unhandled rejections and `console.error`/`console.warn` calls made in the page.
   */
  problems: () => Promise<string[]>;
  close: () => Promise<void>;
}

/** Finds the element a `Target` names; runs in the page, so it must stay self-contained. */
export function findTarget({ css, name }: Target): Element | null {
  // The name as assistive technology has it, roughly: aria-label, else the text with each image's alt.
  const nameOf = (element: Element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('img').forEach((image) => image.replaceWith(image.alt));
    return element.getAttribute('aria-label') ?? copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  };
  for (const element of document.querySelectorAll(css)) {
    if (name === undefined || nameOf(element) === name) return element;
  }
  return null;
}

/** Where a target's middle is in the viewport, after scrolling it into view; runs in the page. */
export function middleOfTarget(target: Target): { x: number; y: number } | null {
  // The name as assistive technology has it, roughly: aria-label, else the text with each image's alt.
  const nameOf = (element: Element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('img').forEach((image) => image.replaceWith(image.alt));
    return element.getAttribute('aria-label') ?? copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  };
  const element = [...document.querySelectorAll(target.css)].find(
    (candidate) => target.name === undefined || nameOf(candidate) === target.name,
  );
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Whether the target is what the page has at a point of the viewport (nothing scrolled it away); runs in the page. */
export function targetIsAt(target: Target, x: number, y: number): boolean {
  // The name as assistive technology has it, roughly: aria-label, else the text with each image's alt.
  const nameOf = (element: Element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('img').forEach((image) => image.replaceWith(image.alt));
    return element.getAttribute('aria-label') ?? copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  };
  const element = [...document.querySelectorAll(target.css)].find(
    (candidate) => target.name === undefined || nameOf(candidate) === target.name,
  );
  const hit = document.elementFromPoint(x, y);
  return Boolean(element && hit && element.contains(hit));
}

/**
 * Brings the real pointer onto the target's middle for drivers that move it by coordinates:
 * scrolls the target into view, moves, and checks that the page did not scroll under the pointer
 * on the way (a late scroll restore, a layout shift); tries again when it did.
 */
export async function pointAtTarget(
  target: Target,
  evaluate: Tab['evaluate'],
  move: (x: number, y: number) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const point = await evaluate(middleOfTarget, target);
    if (!point) throw targetMissing(target);
    const x = Math.round(point.x);
    const y = Math.round(point.y);
    await move(x, y);
    if (await evaluate(targetIsAt, target, x, y)) return;
  }
  throw new Error(`The pointer could not be brought onto ${target.css}: something else stays under it.`);
}

/** The error a flow gets when its target is not on the page. */
export const targetMissing = (target: Target) =>
  new Error(`No element matches ${target.css}${target.name === undefined ? '' : ` named "${target.name}"`}.`);
