import { existsSync } from 'node:fs';
import type { Browser, LaunchOptions } from 'playwright-core';
import chromiumFlags from './chromium-flags.json';
import { chromiumShellPath, enginePath } from './browserEngines.mjs';
import { installEngines } from './installEngines';

/** CHROME_PATH, else Debian's Chromium, Playwright's own or the system's Chrome (browserEngines.mjs). */
const chromiumPath = () => enginePath('chromium');

export interface ChromiumOptions {
  /** The desktop browser, for its PDF viewer: the headless shell saves a PDF instead of showing it. */
  pdfViewer?: boolean;
}

/**
 * Chromium, headless: its headless shell where the machine has it (the same engine, faster to open
 * pages), else the browser itself; fails with one line saying how to install it when it is missing.
 */
export async function launchChromium(options: ChromiumOptions = {}): Promise<Browser> {
  // Loaded by a file that launches a Chromium of its own: a file its jest worker lends one
  // (tests/support/chromiumEnvironment.cjs) never loads Playwright, about 0.7 CPU-s a file.
  const { chromium } = await import('playwright-core');
  return chromium.launch(chromiumLaunchOptions(options));
}

/** How `launchChromium` launches Chromium: the executable and its flags. */
export function chromiumLaunchOptions({ pdfViewer = false }: ChromiumOptions = {}): LaunchOptions {
  const shell = pdfViewer ? null : chromiumShellPath();
  if (shell && !existsSync(shell))
    throw new Error(`Chromium's headless shell not found at ${shell}: fix CHROMIUM_SHELL_PATH.`);
  if (shell) return { executablePath: shell, args: chromiumFlags };
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(`Chromium not found at ${browser}: run "${installEngines}" or set CHROME_PATH.`);
  }
  // Without the background-networking flags Chromium keeps calling hosts this machine cannot reach.
  return { executablePath: browser, args: chromiumFlags };
}
