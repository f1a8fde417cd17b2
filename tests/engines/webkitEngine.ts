/*
 * WebKit (WebKitGTK's MiniBrowser, Debian) through WebKitWebDriver and selenium-webdriver. The driver
 * needs a display: it runs under xvfb-run. MiniBrowser's own --headless does not start here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key as Keys, Origin, type WebDriver } from 'selenium-webdriver';
import { enginePath } from '../support/browserEngines.mjs';
import { installEngines } from '../support/installEngines';
import { type Engine, type EngineOptions, type Key, pointAtTarget, type Tab } from './engine';

/** WEBKIT_DRIVER_PATH and MINIBROWSER_PATH, else Debian's (browserEngines.mjs). */
export const webKitDriverPath = enginePath('webkit', 0);
export const miniBrowserPath = enginePath('webkit', 1);
const xvfbRunPath = enginePath('webkit', 2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long WebKit may take to start or end a browser session before it is taken as hung. */
const sessionLimit = 20_000;

/** `work`, or a rejection saying `what` once `ms` have passed without it settling. */
async function withinLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s.`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts WebKitWebDriver on its own virtual display; resolves once it answers. */
/** The virtual display's size: room for every viewport the flows use. */
const screen = { width: 1600, height: 1200 };

/**
 * Starts WebKitWebDriver with `env` on a display of its own, whose key goes into `folder` (the
 * engine's own): xvfb-run would make a folder of its own for it, which it leaves behind when stopped.
 */
async function startDriver(env: NodeJS.ProcessEnv, folder: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const display = `-screen 0 ${screen.width}x${screen.height}x24`;
  const authFile = join(folder, '.Xauthority');
  const driver = spawn(xvfbRunPath, ['-a', '-f', authFile, '-s', display, webKitDriverPath, `--port=${port}`], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (driver.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/status`)).ok) return { url, process: driver };
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`WebKitWebDriver did not start on port ${port}.`);
}

/**
 * Records what WebKit's driver cannot report: uncaught errors, unhandled rejections and console
 * errors and warnings, from the moment it runs in a document. Runs in the page.
 */
function recordProblems(): void {
  const page = window as unknown as { pageProblems?: string[] };
  if (page.pageProblems) return;
  const seen: string[] = [];
  page.pageProblems = seen;
  window.addEventListener('error', (event) => seen.push(`pageerror: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    seen.push(`pageerror: ${(event.reason as Error | undefined)?.message ?? String(event.reason)}`),
  );
  for (const type of ['error', 'warn'] as const) {
    const original = console[type].bind(console);
    console[type] = (...args: unknown[]) => {
      seen.push(`${type === 'warn' ? 'warning' : 'error'}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
}

const takeProblems = () => {
  const page = window as unknown as { pageProblems?: string[] };
  return page.pageProblems?.splice(0) ?? [];
};

export async function launchWebKitEngine({ reducedMotion = false }: EngineOptions = {}): Promise<Engine> {
  for (const path of [webKitDriverPath, miniBrowserPath, xvfbRunPath]) {
    if (!existsSync(path)) throw new Error(`WebKit not found (${path} is missing): run "${installEngines}".`);
  }
  // MiniBrowser saves downloads into $HOME and takes "reduce motion" from GTK's animation setting.
  const home = mkdtempSync(join(tmpdir(), 'downloads-webkit-'));
  const config = join(home, '.config');
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(config, 'gtk-3.0/settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  );
  // Xvfb has no GPU, so WebKit's accelerated compositing would draw through Mesa's software GL, at
  // about half as much CPU again: without it WebKit paints with the CPU directly, the path it takes
  // on a machine without graphics acceleration, with the same engine, layout and scripts.
  const driverEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
  let driverProcess: ChildProcess | undefined;
  const stopDriver = () => {
    try {
      if (driverProcess) process.kill(-driverProcess.pid!);
    } catch {
      // Already gone.
    }
  };
  const startSession = (url: string) =>
    new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // Full screen hides MiniBrowser's toolbar, whose minimum width would keep the window wider than 375 px.
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation', '--full-screen'] },
      })
      .build();
  let driverUrl: string | undefined;
  /**
   * A browser session: on the running driver when there is one, else on a new driver and display.
   * On a busy machine the driver has hung starting a session: after `sessionLimit` it is stopped and
   * a new one tried.
   */
  const startBrowser = async (): Promise<WebDriver> => {
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        if (!driverUrl) {
          const started = await startDriver(driverEnv, home);
          driverProcess = started.process;
          driverUrl = started.url;
        }
        return await withinLimit(startSession(driverUrl), sessionLimit, 'WebKit did not start a session');
      } catch (error) {
        lastError = error;
        stopDriver();
        driverUrl = undefined;
      }
    }
    throw lastError;
  };
  let driver = await startBrowser();
  // After a download MiniBrowser shows a downloads bar over the page, in the way of the pointer;
  // a tab opened after one starts a new browser window.
  const savedFiles = () =>
    readdirSync(home)
      .filter((name) => !name.startsWith('.'))
      .join('\n');
  let filesAtSessionStart = savedFiles();

  const keys: Record<Key, string[]> = {
    Tab: [Keys.TAB],
    'Shift+Tab': [Keys.SHIFT, Keys.TAB],
    Escape: [Keys.ESCAPE],
    Enter: [Keys.ENTER],
  };

  return {
    name: 'webkit',
    downloadDir: home,
    close: async () => {
      await withinLimit(driver.quit(), sessionLimit, 'WebKit did not end its session').catch(() => undefined);
      stopDriver();
      rmSync(home, { recursive: true, force: true });
    },
    // One browser window serves the tabs in turn: each tab leaves no storage behind when it closes.
    newTab: async (viewport): Promise<Tab> => {
      if (savedFiles() !== filesAtSessionStart) {
        await withinLimit(driver.quit(), sessionLimit, 'WebKit did not end its session').catch(() => undefined);
        driver = await startBrowser();
        filesAtSessionStart = savedFiles();
      }
      // Without a window manager X gives keyboard focus to the window under its pointer, which rests
      // in the middle of the screen: centre every window there, or a narrow one loses focus (and
      // with it :focus-visible).
      // X applies a new size some time after setRect returns (and a busy machine may drop one):
      // ask again until the page sees the width.
      let innerWidth = 0;
      for (let attempt = 0; attempt < 20 && innerWidth !== viewport.width; attempt++) {
        if (attempt % 5 === 0)
          await driver
            .manage()
            .window()
            .setRect({
              ...viewport,
              x: Math.round((screen.width - viewport.width) / 2),
              y: Math.round((screen.height - viewport.height) / 2),
            });
        else await new Promise((resolve) => setTimeout(resolve, 200));
        innerWidth = await driver.executeScript<number>(() => window.innerWidth);
      }
      if (innerWidth !== viewport.width)
        throw new Error(`WebKit's window is ${innerWidth} px wide, not ${viewport.width}.`);
      await driver.actions().move({ x: 0, y: 0, origin: Origin.VIEWPORT }).perform();
      const problems: string[] = [];
      const harvest = async () => problems.push(...(await driver.executeScript<string[]>(takeProblems)));
      const afterLoad = () => driver.executeScript(recordProblems);
      const evaluate: Tab['evaluate'] = (fn, ...args) => driver.executeScript(fn, ...args);
      const move = (x: number, y: number) =>
        driver.actions().move({ x, y, origin: Origin.VIEWPORT, duration: 100 }).perform();
      return {
        goto: async (address) => {
          await harvest();
          await driver.get(address);
          await afterLoad();
          // WebKit has no responseStatus in Navigation Timing: ask the same server for the same address.
          const status = await driver.executeScript<number | undefined>(
            () => (performance.getEntriesByType('navigation')[0] as { responseStatus?: number })?.responseStatus,
          );
          return status || (await fetch(address, { headers: { accept: 'text/html' } })).status;
        },
        reload: async () => {
          await harvest();
          await driver.navigate().refresh();
          await afterLoad();
        },
        evaluate,
        click: async (target) => {
          await pointAtTarget(target, evaluate, move);
          await driver.actions().press().release().perform();
        },
        clickAt: (x, y) =>
          driver
            .actions()
            .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
            .press()
            .release()
            .perform(),
        hover: (target) => pointAtTarget(target, evaluate, move),
        moveTo: (x, y) => move(Math.round(x), Math.round(y)),
        press: async (key) => {
          const [first, second] = keys[key];
          const actions = driver.actions();
          if (second === undefined) await actions.sendKeys(first).perform();
          else await actions.keyDown(first).sendKeys(second).keyUp(first).perform();
        },
        screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
        problems: async () => {
          await harvest();
          return [...problems];
        },
        close: async () => {
          await harvest().catch(() => undefined);
          await driver.executeScript(() => {
            if (location.protocol.startsWith('http')) {
              localStorage.clear();
              sessionStorage.clear();
            }
          });
          await driver.get('about:blank');
        },
      };
    },
  };
}
