import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { launchChromium } from '../support/chromium';

export const widths = [375, 1280] as const;
export type Width = (typeof widths)[number];

/** The WCAG 2.2 AA rule sets (and axe's best practices) every page must pass. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface E2E {
  site: BuiltSite;
  browser: Browser;
}

/**
 * Starts the shared production build's server and Chromium for one spec file. Use in `beforeAll`
 * (with a generous time-out) and call `close` in `afterAll`.
 */
export async function startE2E(): Promise<E2E & { close: () => Promise<void> }> {
  const [site, browser] = await Promise.all([buildAndServe(), launchChromium()]);
  return {
    site,
    browser,
    close: async () => {
      await browser.close();
      site.close();
    },
  };
}

export interface OpenOptions extends BrowserContextOptions {
  width?: Width;
  /** Wait for the app to hydrate (default) or only for the HTML (`false`, e.g. JavaScript off). */
  waitForApp?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings and uncaught errors seen so far, as `type: text`. */
  problems: string[];
  status: number | undefined;
  close: () => Promise<void>;
}

/** The one console message a real 404 answer causes: the browser reporting the document's status. */
export const notFoundDocumentMessage = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Opens `path` in a fresh context at the given width and waits until the page is interactive. */
export async function openPage({ site, browser }: E2E, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const { width = 1280, waitForApp = true, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    acceptDownloads: true,
    ...contextOptions,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const response = await page.goto(`${site.origin}${path}`);
  if (waitForApp && contextOptions.javaScriptEnabled !== false) {
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  }
  return { page, problems, status: response?.status(), close: () => context.close() };
}

/** axe's violations on the page as it is now, as short readable lines (empty when it passes). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`),
  );
}

/** Waits until no CSS animation is running (the project cards fade in for up to 3.6 s). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
