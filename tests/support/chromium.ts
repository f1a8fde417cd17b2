import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import chromiumFlags from './chromium-flags.json';
import { enginePath } from './browserEngines.mjs';
import { installEngines } from './installEngines';

/** CHROME_PATH, else Debian's Chromium, Playwright's own or the system's Chrome (browserEngines.mjs). */
export const chromiumPath = enginePath('chromium');

/** Chromium, headless; fails with one line saying how to install it when it is missing. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "${installEngines}" or set CHROME_PATH.`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    // Without the background-networking flags Chromium keeps calling hosts this machine cannot reach.
    args: chromiumFlags,
  });
}
