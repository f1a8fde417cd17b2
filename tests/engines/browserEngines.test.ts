/** @jest-environment node */
/* Which browser engines a machine has, and which test files run without the others. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromiumShellPlaces,
  enginePlaces,
  enginePlan,
  engines,
  findEngines,
  isCI,
  type Machine,
} from '../support/browserEngines.mjs';

const debian: Machine = { env: {}, platform: 'linux', arch: 'x64', playwrightChromium: '/home/o/.cache/pw/chrome' };
const debianFiles = [
  '/usr/bin/chromium',
  '/usr/bin/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/xvfb-run',
];

/** What a machine with these files finds. */
const found = (machine: Machine, files: string[]) => findEngines(enginePlaces(machine), (path) => files.includes(path));

const everyEngine = Object.keys(engines) as (keyof typeof engines)[];
const testFiles = readdirSync(join(__dirname, '..'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `/project/tests/${file}`);
const leftOut = (ignore: string[]) =>
  testFiles.filter((file) => ignore.some((pattern) => new RegExp(pattern).test(file)));

describe('finding the engines', () => {
  it("finds Debian's three where the CI machine has them", () => {
    expect(found(debian, debianFiles)).toEqual({
      chromium: ['/usr/bin/chromium'],
      firefox: ['/usr/bin/firefox-esr'],
      webkit: debianFiles.slice(2),
    });
  });

  it("takes Playwright's own Chromium, then the system's Chrome, when Debian's is not there", () => {
    expect(found(debian, ['/home/o/.cache/pw/chrome', '/usr/bin/google-chrome']).chromium).toEqual([
      '/home/o/.cache/pw/chrome',
    ]);
    expect(found(debian, ['/usr/bin/google-chrome']).chromium).toEqual(['/usr/bin/google-chrome']);
  });

  it("finds a Mac's Chrome and Firefox, and no WebKit engine there (WebKitGTK is Linux's)", () => {
    const mac: Machine = { env: { HOME: '/Users/o' }, platform: 'darwin', arch: 'arm64', playwrightChromium: null };
    const files = [
      '/Users/o/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Firefox.app/Contents/MacOS/firefox',
      ...debianFiles,
    ];
    expect(found(mac, files)).toEqual({ chromium: [files[0]], firefox: [files[1]], webkit: null });
  });

  it("finds Windows' Chrome and Firefox under Program Files", () => {
    const windows: Machine = {
      env: { PROGRAMFILES: 'C:\\Program Files', LOCALAPPDATA: 'C:\\Users\\o\\AppData\\Local' },
      platform: 'win32',
      arch: 'x64',
      playwrightChromium: null,
    };
    const files = [
      'C:\\Users\\o\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Program Files\\Mozilla Firefox\\firefox.exe',
    ];
    expect(found(windows, files)).toEqual({ chromium: [files[0]], firefox: [files[1]], webkit: null });
  });

  it('looks only where a setting points, so a wrong setting is a missing engine', () => {
    const pointed: Machine = { ...debian, env: { CHROME_PATH: '/nowhere/chrome', FIREFOX_PATH: '/opt/ff/firefox' } };
    expect(found(pointed, [...debianFiles, '/opt/ff/firefox'])).toMatchObject({
      chromium: null,
      firefox: ['/opt/ff/firefox'],
    });
  });

  it('needs every part of WebKit: driver, browser and virtual display', () => {
    expect(
      found(
        debian,
        debianFiles.filter((file) => file !== '/usr/bin/xvfb-run'),
      ).webkit,
    ).toBeNull();
    const arm: Machine = { ...debian, arch: 'arm64' };
    const armFiles = debianFiles.map((file) => file.replace('x86_64', 'aarch64'));
    expect(found(arm, armFiles).webkit).toEqual(armFiles.slice(2));
  });
});

describe("Chromium's headless shell", () => {
  it("is looked for as Debian's package on Linux only", () => {
    expect(chromiumShellPlaces(debian)).toEqual(['/usr/bin/chromium-headless-shell']);
    expect(chromiumShellPlaces({ env: {}, platform: 'darwin' })).toEqual([]);
    expect(chromiumShellPlaces({ env: {}, platform: 'win32' })).toEqual([]);
  });

  it('leaves a chosen CHROME_PATH as it is, unless CHROMIUM_SHELL_PATH is given too', () => {
    expect(chromiumShellPlaces({ env: { CHROME_PATH: '/opt/chrome' }, platform: 'linux' })).toEqual([]);
    expect(
      chromiumShellPlaces({
        env: { CHROME_PATH: '/opt/chrome', CHROMIUM_SHELL_PATH: '/opt/shell' },
        platform: 'darwin',
      }),
    ).toEqual(['/opt/shell']);
  });
});

describe('the run without an engine', () => {
  const none = { chromium: null, firefox: null, webkit: null };
  const all = { chromium: ['c'], firefox: ['f'], webkit: ['d', 'm', 'x'] };

  it('leaves nothing out when every engine is there, in CI or not', () => {
    for (const ci of [true, false]) expect(enginePlan({ ci, found: all })).toEqual({ ignore: [], notes: [] });
  });

  it('leaves nothing out in CI, where a missing engine fails its tests instead', () => {
    expect(enginePlan({ ci: true, found: none })).toEqual({ ignore: [], notes: [] });
  });

  it.each(everyEngine)(
    'elsewhere leaves out the test files of a missing %s alone, with one line saying what to install',
    (name) => {
      const plan = enginePlan({ ci: false, found: { ...all, [name]: null } });
      expect(plan.notes).toHaveLength(1);
      expect(plan.notes[0]).toContain(engines[name].label);
      expect(plan.notes[0]).toContain(engines[name].install);
      for (const setting of engines[name].settings) expect(plan.notes[0]).toContain(setting);
      const files = leftOut(plan.ignore);
      expect(files.length).toBeGreaterThan(0);
      // No other engine's files, and never this one or a test of something else.
      const others = everyEngine.filter((other) => other !== name);
      const otherFiles = leftOut(others.flatMap((other) => engines[other].tests));
      expect(files.filter((file) => otherFiles.includes(file))).toEqual([]);
      expect(files).not.toContain('/project/tests/engines/browserEngines.test.ts');
    },
  );

  it('leaves out every browser test file, and nothing else, when none is there', () => {
    const files = leftOut(enginePlan({ ci: false, found: none }).ignore);
    expect(files).toContain('/project/tests/engines/firefox.engine.test.ts');
    expect(files).toContain('/project/tests/engines/webkit.engine.test.ts');
    expect(files.filter((file) => /tests\/(content|machines|components|pages)\//.test(file))).toEqual([]);
  });

  it('knows CI by the CI setting', () => {
    expect(isCI({ CI: 'true' })).toBe(true);
    expect(isCI({ CI: '1' })).toBe(true);
    expect(isCI({})).toBe(false);
    expect(isCI({ CI: 'false' })).toBe(false);
    expect(isCI({ CI: '0' })).toBe(false);
  });
});
