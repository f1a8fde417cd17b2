// Where the browser tests find each of their three engines on this machine, and which test files run
// when one is missing. In CI every engine is required: a missing one fails its tests with the line that
// installs it. On an owner's own machine (macOS, Windows, another Linux) the tests use the browsers it
// has, and the test files of an engine it lacks are left out of the run, with one line saying what to
// install. jest.config.mjs makes that decision; the launchers read the same paths.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { posix, win32 } from 'node:path';

/** @typedef {'chromium' | 'firefox' | 'webkit'} EngineName */

/**
 * Each engine's test files (patterns for jest's testPathIgnorePatterns), the settings that point at
 * it and what to run to install it. The other owners' runs drive Chromium in a copy of the project.
 * @type {Record<EngineName, { label: string; tests: string[]; settings: string[]; install: string }>}
 */
export const engines = {
  chromium: {
    label: 'Chromium',
    tests: ['\\.(e2e|browser)\\.test\\.tsx?$', '/tests/owners/owners\\.test\\.ts$'],
    settings: ['CHROME_PATH'],
    install:
      'npx playwright-core install chromium, or install Google Chrome (on Debian: apt-get install -y chromium chromium-headless-shell)',
  },
  firefox: {
    label: 'Firefox',
    tests: ['/firefox\\.engine\\.test\\.ts$'],
    settings: ['FIREFOX_PATH'],
    install: 'install Firefox, https://www.mozilla.org/firefox/ (on Debian: apt-get install -y firefox-esr)',
  },
  webkit: {
    label: 'WebKit',
    tests: ['/webkit\\.engine\\.test\\.ts$'],
    settings: ['WEBKIT_DRIVER_PATH', 'MINIBROWSER_PATH'],
    install: 'on Linux, apt-get install -y webkit2gtk-driver xvfb (WebKitGTK, which other systems do not have)',
  },
};

/**
 * @typedef {object} Machine
 * @property {Record<string, string | undefined>} env
 * @property {string} platform `process.platform`
 * @property {string} arch `process.arch`
 * @property {string | null} playwrightChromium where Playwright's own Chromium goes once downloaded
 */

/**
 * Where to look for each engine, as parts (an engine is found when every part is), each part the
 * paths to try in order: the setting when it is given (and only there), else Debian's package,
 * Playwright's own Chromium, then the places other systems install the browser.
 * @param {Machine} machine
 * @returns {Record<EngineName, string[][]>}
 */
export function enginePlaces({ env, platform, arch, playwrightChromium }) {
  const setting = (/** @type {string} */ name, /** @type {string[]} */ otherwise) =>
    env[name] ? [env[name]] : otherwise;
  const windowsApps = ['PROGRAMFILES', 'PROGRAMFILES(X86)', 'LOCALAPPDATA'].flatMap((name) => env[name] ?? []);
  const onWindows = (/** @type {string} */ path) => windowsApps.map((folder) => win32.join(folder, path));
  const macFolders = ['/Applications', ...(env.HOME ? [posix.join(env.HOME, 'Applications')] : [])];
  const onMac = (/** @type {string} */ app) => macFolders.map((folder) => posix.join(folder, app));
  const system = {
    chromium: {
      linux: [
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome',
        '/usr/bin/google-chrome-stable',
        '/snap/bin/chromium',
      ],
      darwin: [
        ...onMac('Google Chrome.app/Contents/MacOS/Google Chrome'),
        ...onMac('Chromium.app/Contents/MacOS/Chromium'),
      ],
      win32: onWindows('Google\\Chrome\\Application\\chrome.exe'),
    },
    firefox: {
      linux: ['/usr/bin/firefox'],
      darwin: onMac('Firefox.app/Contents/MacOS/firefox'),
      win32: onWindows('Mozilla Firefox\\firefox.exe'),
    },
  };
  const forPlatform = (/** @type {Record<string, string[]>} */ paths) => paths[platform] ?? [];
  const multiarch = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[arch] ?? `${arch}-linux-gnu`;
  const linuxOnly = (/** @type {string[]} */ paths) => (platform === 'linux' ? paths : []);
  return {
    chromium: [
      setting('CHROME_PATH', [
        ...linuxOnly(['/usr/bin/chromium']),
        ...(playwrightChromium ? [playwrightChromium] : []),
        ...forPlatform(system.chromium),
      ]),
    ],
    firefox: [setting('FIREFOX_PATH', [...linuxOnly(['/usr/bin/firefox-esr']), ...forPlatform(system.firefox)])],
    // WebKitGTK's driver and browser, on a virtual display: Linux only.
    webkit: [
      setting('WEBKIT_DRIVER_PATH', linuxOnly(['/usr/bin/WebKitWebDriver'])),
      setting(
        'MINIBROWSER_PATH',
        linuxOnly([`/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`, '/usr/libexec/webkit2gtk-4.1/MiniBrowser']),
      ),
      linuxOnly(['/usr/bin/xvfb-run']),
    ],
  };
}

/**
 * Where to look for Chromium's headless shell (Debian's chromium-headless-shell): the same engine
 * without the desktop browser around it, so a page opens in about half the time on a two-core machine.
 * The tests drive it where it is found, and Chromium itself where it is not or where a test needs the
 * desktop browser (its PDF viewer). A chosen CHROME_PATH is used as it is unless CHROMIUM_SHELL_PATH
 * is given too.
 * @param {Pick<Machine, 'env' | 'platform'>} machine
 * @returns {string[]}
 */
export function chromiumShellPlaces({ env, platform }) {
  if (env.CHROMIUM_SHELL_PATH) return [env.CHROMIUM_SHELL_PATH];
  if (env.CHROME_PATH || platform !== 'linux') return [];
  return ['/usr/bin/chromium-headless-shell'];
}

/**
 * The first existing path of every part of each engine, or null for an engine missing a part.
 * @param {Record<EngineName, string[][]>} places
 * @param {(path: string) => boolean} exists
 * @returns {Record<EngineName, string[] | null>}
 */
export function findEngines(places, exists) {
  const found = (/** @type {string[][]} */ parts) => {
    const paths = parts.map((paths) => paths.find(exists));
    return paths.every((path) => path !== undefined) ? /** @type {string[]} */ (paths) : null;
  };
  return { chromium: found(places.chromium), firefox: found(places.firefox), webkit: found(places.webkit) };
}

/**
 * Which engines' test files to leave out, and the line that says so for each. In CI none: a missing
 * engine fails its tests there, with the install line.
 * @param {{ ci: boolean; found: Record<EngineName, string[] | null> }} situation
 * @returns {{ ignore: string[]; notes: string[] }}
 */
export function enginePlan({ ci, found }) {
  const missing = ci ? [] : /** @type {EngineName[]} */ (Object.keys(engines)).filter((name) => !found[name]);
  return {
    ignore: missing.flatMap((name) => engines[name].tests),
    notes: missing.map((name) => {
      const { label, settings, install } = engines[name];
      return `${label} not found, so its tests are left out of this run. To run them: ${install}; or set ${settings.join(' and ')}.`;
    }),
  };
}

/** Whether this run is CI's (`CI` set, as CI services and .ci/run do), where every engine is required. */
export const isCI = (/** @type {Record<string, string | undefined>} */ env) =>
  Boolean(env.CI) && !/^(0|false)$/i.test(env.CI ?? '');

/** Playwright's own Chromium, where `npx playwright-core install chromium` puts it; null where it has none. */
function playwrightChromium() {
  try {
    // Loaded only here, when an engine's place is looked up: a Chromium spec file whose browser its
    // jest worker lends never loads Playwright.
    return createRequire(import.meta.url)('playwright-core').chromium.executablePath();
  } catch {
    return null;
  }
}

/** Where each engine is on this machine, with the first place tried for each part (for messages). */
export function localEngines() {
  const lookUp = (/** @type {string | null} */ playwrightPath) => {
    const places = enginePlaces({
      env: process.env,
      platform: process.platform,
      arch: process.arch,
      playwrightChromium: playwrightPath,
    });
    return { places, found: findEngines(places, existsSync) };
  };
  // Playwright's own Chromium comes after the setting and Debian's: where the first place tried has
  // Chromium, Playwright (about 0.4 CPU-s to load, in every jest process) is never asked.
  const withoutPlaywright = lookUp(null);
  const [firstPlace] = withoutPlaywright.places.chromium[0];
  if (firstPlace !== undefined && withoutPlaywright.found.chromium?.[0] === firstPlace) return withoutPlaywright;
  return lookUp(playwrightChromium());
}

/**
 * The path of one part of an engine on this machine (0: its browser or driver), or where it was first
 * looked for when it is missing, for the launcher's message.
 * @param {EngineName} name
 */
export function enginePath(name, part = 0) {
  const { places, found } = localEngines();
  return found[name]?.[part] ?? places[name][part]?.[0] ?? '';
}

/**
 * Chromium's headless shell on this machine, or null where it has none (see `chromiumShellPlaces`).
 * A CHROMIUM_SHELL_PATH is returned as it is, so that a wrong one fails as a wrong CHROME_PATH does.
 */
export function chromiumShellPath() {
  if (process.env.CHROMIUM_SHELL_PATH) return process.env.CHROMIUM_SHELL_PATH;
  return chromiumShellPlaces({ env: process.env, platform: process.platform }).find((path) => existsSync(path)) ?? null;
}
