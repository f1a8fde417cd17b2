/*
 * A screen reader in the real page: @guidepup/virtual-screen-reader's browser build, loaded into
 * the production page (the page must be opened with `bypassCSP: true`: the site's CSP allows only
 * its own scripts). It speaks what NVDA or VoiceOver would for the page's accessibility tree and
 * live regions, and logs every phrase.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const bundlePath = path.join(
  path.dirname(require.resolve('@guidepup/virtual-screen-reader/package.json')),
  'lib/esm/index.browser.js',
);
const bundleUrl = '/__virtual-screen-reader.js';

/** Where each flow's phrase log is written, to read what a visitor hears. */
export const phraseLogDir = path.resolve('reports/screen-reader');

type PageWithReader = Window & { virtualScreenReader: import('@guidepup/virtual-screen-reader').Virtual };

export interface ScreenReader {
  /** Moves to the next item and returns what it said. */
  next(): Promise<string>;
  /**
   * Moves on until a phrase matches `pattern`; fails after `limit` moves (inside an `aria-modal`
   * dialog the reader cycles and never reaches the end of the document).
   */
  nextUntil(pattern: RegExp, limit?: number): Promise<string>;
  /** Moves `count` times and returns the phrases said on the way. */
  read(count: number): Promise<string[]>;
  /** Performs the default action of the item under the cursor (a click). */
  act(): Promise<void>;
  press(key: string): Promise<void>;
  /** Everything said since the reader started (or the log was last cleared). */
  log(): Promise<string[]>;
  /** Waits (up to 5 s) until a phrase matching `pattern` has been said; live regions speak a moment after a change. */
  waitToSay(pattern: RegExp): Promise<string>;
  /**
   * Errors thrown by the reader's own script (it trips on some nodes a dialog leaves behind), as
   * the console collector words them: not the site's problems.
   */
  ownErrors: string[];
  clearLog(): Promise<void>;
  /** Everything said since the reader started, cleared or not: the flow's whole phrase log. */
  fullLog(): Promise<string[]>;
}

/** Loads the virtual screen reader into `page` and starts it on the whole document. */
export async function startScreenReader(page: Page): Promise<ScreenReader> {
  const bundle = readFileSync(bundlePath, 'utf8');
  const ownErrors: string[] = [];
  page.on('pageerror', (error) => {
    if (error.stack?.includes(bundleUrl)) ownErrors.push(`pageerror: ${error.message}`);
  });
  await page.route(`**${bundleUrl}`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.addScriptTag({
    type: 'module',
    content: `import { virtual } from '${bundleUrl}'; window.virtualScreenReader = virtual;`,
  });
  await page.waitForFunction(() => 'virtualScreenReader' in window);
  await page.evaluate(() =>
    (window as unknown as PageWithReader).virtualScreenReader.start({ container: document.body }),
  );

  const log = () => page.evaluate(() => (window as unknown as PageWithReader).virtualScreenReader.spokenPhraseLog());
  const earlier: string[] = [];
  const reader = {
    ownErrors,
    fullLog: async () => [...earlier, ...(await log())],
    log,
    waitToSay: async (pattern: RegExp) => {
      for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
        const said = (await log()).find((phrase) => pattern.test(phrase));
        if (said !== undefined) return said;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The screen reader did not say ${pattern} within 5 s`);
    },
    next: () =>
      page.evaluate(async () => {
        const virtual = (window as unknown as PageWithReader).virtualScreenReader;
        await virtual.next();
        return virtual.lastSpokenPhrase();
      }),
    nextUntil: async (pattern: RegExp, limit = 300) => {
      const found = await page.evaluate(
        async ([source, flags, moves]) => {
          const virtual = (window as unknown as PageWithReader).virtualScreenReader;
          const wanted = new RegExp(source, flags);
          for (let move = 0; move < moves; move++) {
            await virtual.next();
            const phrase = await virtual.lastSpokenPhrase();
            if (wanted.test(phrase)) return phrase;
          }
          return null;
        },
        [pattern.source, pattern.flags, limit] as const,
      );
      if (found === null) throw new Error(`The screen reader never said ${pattern} in ${limit} moves`);
      return found;
    },
    read: (count: number) =>
      page.evaluate(async (moves) => {
        const virtual = (window as unknown as PageWithReader).virtualScreenReader;
        const said: string[] = [];
        for (let move = 0; move < moves; move++) {
          await virtual.next();
          said.push(await virtual.lastSpokenPhrase());
        }
        return said;
      }, count),
    act: () => page.evaluate(() => (window as unknown as PageWithReader).virtualScreenReader.act()),
    press: (key: string) =>
      page.evaluate((pressed) => (window as unknown as PageWithReader).virtualScreenReader.press(pressed), key),
    clearLog: async () => {
      earlier.push(...(await log()));
      await page.evaluate(() => (window as unknown as PageWithReader).virtualScreenReader.clearSpokenPhraseLog());
    },
  };
  return reader;
}

/** Writes a flow's phrase log to `reports/screen-reader/<name>.txt`, one phrase per line. */
export function savePhraseLog(name: string, phrases: string[]): void {
  mkdirSync(phraseLogDir, { recursive: true });
  writeFileSync(path.join(phraseLogDir, `${name}.txt`), `${phrases.join('\n')}\n`);
}
