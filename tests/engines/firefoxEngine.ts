/* Firefox ESR (Debian) through Puppeteer over WebDriver BiDi. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { enginePath } from '../support/browserEngines.mjs';
import { installEngines } from '../support/installEngines';
import { type Engine, type EngineOptions, type Key, pointAtTarget, type Tab } from './engine';

/** FIREFOX_PATH, else Debian's Firefox ESR or the system's Firefox (browserEngines.mjs). */
export const firefoxPath = enginePath('firefox');

export async function launchFirefoxEngine({ reducedMotion = false }: EngineOptions = {}): Promise<Engine> {
  if (!existsSync(firefoxPath)) {
    throw new Error(`Firefox ESR not found at ${firefoxPath}: run "${installEngines}" or set FIREFOX_PATH.`);
  }
  const downloadDir = mkdtempSync(join(tmpdir(), 'downloads-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      // Save downloads straight into the engine's folder, as a visitor's "always save" setting does.
      'browser.download.dir': downloadDir,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.alwaysOpenPanel': false,
    },
  });
  return {
    name: 'firefox',
    downloadDir,
    close: async () => {
      await browser.close();
      rmSync(downloadDir, { recursive: true, force: true });
    },
    newTab: async (viewport): Promise<Tab> => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn')
          problems.push(`${message.type() === 'warn' ? 'warning' : 'error'}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${(error as Error).message}`));
      const evaluate: Tab['evaluate'] = (fn, ...args) =>
        page.evaluate(fn as (...args: unknown[]) => unknown, ...args) as Promise<never>;
      let pointer = { x: 0, y: 0 };
      // Firefox's BiDi pointer needs a path to fire the enter and over events along the way.
      const move = async (x: number, y: number) => {
        await page.mouse.move(x, y, { steps: 5 });
        pointer = { x, y };
      };
      const press = async (key: Key) => {
        if (key !== 'Shift+Tab') return page.keyboard.press(key);
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      };
      return {
        goto: async (url) => (await page.goto(url))?.status() ?? 0,
        reload: async () => void (await page.reload()),
        evaluate,
        click: async (target) => {
          await pointAtTarget(target, evaluate, move);
          await page.mouse.click(pointer.x, pointer.y);
        },
        clickAt: (x, y) => page.mouse.click(x, y),
        hover: (target) => pointAtTarget(target, evaluate, move),
        moveTo: move,
        press,
        screenshot: async () => Buffer.from(await page.screenshot()),
        problems: async () => [...problems],
        close: () => context.close(),
      };
    },
  };
}
