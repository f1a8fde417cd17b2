/// <reference types="@testing-library/jest-dom" />
import { siteContent } from '../../src/content';

// Browser-only gaps of jsdom (node-environment suites, such as the built-site tests, skip these).
if (typeof window !== 'undefined') {
  // The DOM matchers and Testing Library are the jsdom suites' alone: loaded in every file, they cost
  // each browser and build test file about 0.25 s of CPU for nothing.
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('@testing-library/jest-dom');
  const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // A lazy page may take more than the default second to arrive on a busy two-core machine.
  configure({ asyncUtilTimeout: 5000 });

  // react-aria's Modal escapes ids with CSS.escape, which jsdom does not provide.
  if (!globalThis.CSS?.escape) {
    globalThis.CSS = {
      ...globalThis.CSS,
      escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`),
    };
  }

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // The visitor's browser speaks the site's default language, as in the browser tests
  // (tests/support/pagePool.ts): a site in more than one language offers such a visitor nothing.
  Object.defineProperty(window.navigator, 'languages', { value: [siteContent.language], configurable: true });

  // jsdom runs no CSS animations: an element has none (the project cards end theirs on focus).
  if (!Element.prototype.getAnimations) Element.prototype.getAnimations = () => [];
  // Nor any scripted one: an animation started from script is over at once.
  if (!Element.prototype.animate)
    Element.prototype.animate = () =>
      ({ finished: Promise.resolve(), cancel: () => {}, finish: () => {} }) as unknown as Animation;

  // jsdom is never idle: idle work (src/hooks/whenIdle.ts) would otherwise load code on a timer in the
  // middle of a test, outside act(). Components load on intent here, as a first tap does.
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => {};

  // jsdom has no user timing; the layout marks when the app is ready (src/layout/HydratedMark.tsx).
  if (typeof performance.mark !== 'function') {
    Object.defineProperty(performance, 'mark', { configurable: true, writable: true, value: () => undefined });
  }

  if (!window.PointerEvent) {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }

  // The jsdom window scrolls nowhere; react-router's ScrollRestoration still calls these.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};

  // jsdom keeps one document per test file: start every test with no title, so a test that expects
  // the default (owner) title cannot pass on a title an earlier test left behind.
  beforeEach(() => {
    document.title = '';
  });
}

// Any console error or warning fails the test that caused it: the site must run silently.
let consoleMessages: string[] = [];
beforeEach(() => {
  consoleMessages = [];
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleMessages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  expect(consoleMessages).toEqual([]);
});
