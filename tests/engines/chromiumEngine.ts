/* Chromium through Playwright, as the rest of the browser suite drives it. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'playwright-core';
import { collectConsoleProblems } from '../support/consoleProblems';
import { launchChromium } from '../support/chromium';
import { type Engine, type EngineOptions, findTarget, type Key, type Tab, type Target, targetMissing } from './engine';

async function elementOf(page: Page, target: Target): Promise<ElementHandle> {
  const element = (await page.evaluateHandle(findTarget, target)).asElement();
  if (!element) throw targetMissing(target);
  return element;
}

/** The name a browser saves a file under when one of that name is already there: `name (1).pdf`. */
function freeNameIn(folder: string) {
  return (name: string) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let copy = 1; existsSync(join(folder, candidate)); copy++) candidate = `${stem} (${copy})${extension}`;
    return candidate;
  };
}

export async function launchChromiumEngine({ reducedMotion = false }: EngineOptions = {}): Promise<Engine> {
  const browser = await launchChromium();
  const downloadDir = mkdtempSync(join(tmpdir(), 'downloads-chromium-'));
  const freeName = freeNameIn(downloadDir);
  return {
    name: 'chromium',
    downloadDir,
    close: () => browser.close(),
    newTab: async (viewport): Promise<Tab> => {
      const context = await browser.newContext({
        viewport,
        acceptDownloads: true,
        reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
      });
      const page = await context.newPage();
      const problems = collectConsoleProblems(page);
      // Playwright keeps downloads in its own folder; put them where a visitor's browser would.
      page.on(
        'download',
        (download) => void download.saveAs(join(downloadDir, freeName(download.suggestedFilename()))),
      );
      const keys: Record<Key, string> = { Tab: 'Tab', 'Shift+Tab': 'Shift+Tab', Escape: 'Escape', Enter: 'Enter' };
      return {
        goto: async (url) => (await page.goto(url))?.status() ?? 0,
        reload: async () => void (await page.reload()),
        evaluate: (fn, ...args) => page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`),
        click: async (target) => (await elementOf(page, target)).click(),
        clickAt: (x, y) => page.mouse.click(x, y),
        hover: async (target) => (await elementOf(page, target)).hover(),
        moveTo: (x, y) => page.mouse.move(x, y, { steps: 5 }),
        press: (key) => page.keyboard.press(keys[key]),
        screenshot: () => page.screenshot(),
        problems: async () => [...problems],
        close: () => context.close(),
      };
    },
  };
}
