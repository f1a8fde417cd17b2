/*
 * The visitor flows every engine must pass, written once against the `Engine`/`Tab` adapters: each
 * route, the project popup and its three ways out, the theme kept across a reload, both downloads
 * and a failed one retried, the footer tooltip by pointer and keyboard, a keyboard walk with a
 * visible ring at every stop, the motion of a page change and of a popup, reduced motion, and a site
 * in four languages (its switcher by pointer and keyboard, an Arabic page read right to left).
 * Each flow runs once in each engine, at 375 or 1280 px by turns, and the other engine takes the
 * other width: each engine meets both layouts, and each flow meets both in one engine or the other
 * (Chromium's specs check every flow at both).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projects, resume, socialLinks } from '../../src/content';
import { type ResumeFile, resumeFiles } from '../../src/content/model';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { type FailureGate, startFailureGate } from '../support/failureGate';
import { visitedPages } from '../support/routeTable';
import { routeTable } from '../../src/routes/siteTable';
import { navigationOf, routeTableFor } from '../../src/routes/table';
import { fileAddress } from '../../src/urls/basePath';
import { isMotionOver, motionSeen, recordMotion } from '../support/scriptedMotion.mjs';
import { isPopupGone, isPopupShown, shownPopupTitle } from '../support/shownPopup.mjs';
import { filesFetched, resumeAddresses, resumeDownloads } from '../support/resumeFixtures';
import { navName, siteWords, socialLinkName } from '../support/siteWords';
import type { Engine, EngineName, Tab, Target } from './engine';
import { launchEngine } from './launchEngine';
import { arabic, arabicTag, japaneseTag, portuguese, prefix, serveLanguagesSite, tag } from '../support/languagesSite';
import { headingAndNextLineStarts } from '../support/lineStarts';

const timeout = 60_000;
const widths = [375, 1280] as const;
type Width = (typeof widths)[number];
const viewportOf = (width: number) => ({ width, height: width < 600 ? 812 : 900 });

/** The line Chromium logs for a document or file that answers `status`; Firefox and WebKit log none. */
const failedLoadLine = (status: number) => new RegExp(`^error: Failed to load resource: .* ${status}\\b`);

/** Console problems other than the failed loads a flow causes on purpose. */
const unexpected = (problems: string[], ...allowedStatuses: number[]) =>
  problems.filter((problem) => !allowedStatuses.some((status) => failedLoadLine(status).test(problem)));

const socialLink = socialLinks[0];
// A profile opens in a new tab, and says so; an e-mail address does not.
const socialLinkTarget: Target = {
  css: 'footer a',
  name: socialLinkName(socialLink),
};
const themeToggle: Target = { css: 'button[aria-pressed]' };
const card = (id: string): Target => ({ css: `[data-project-card="${id}"]` });

// ---- Waiting and reading the page, the same way in every engine ------------------------------

async function waitUntil<A extends unknown[]>(
  tab: Tab,
  what: string,
  check: (...args: A) => boolean,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await tab.evaluate(check, ...args))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the app has hydrated; says so when its start failed (the page's boot-failure notice). */
async function waitForApp(tab: Tab): Promise<void> {
  try {
    // Right after a link's load starts, the new document may have no root element yet: not ready.
    await waitUntil(tab, 'the app is ready', () => document.documentElement?.dataset.app === 'ready');
  } catch (error) {
    const notice = await tab.evaluate(() => document.getElementById('boot-failure')?.textContent ?? null);
    const problems = await tab.problems();
    if (notice === null && problems.length === 0) throw error;
    throw new Error(`The app did not start: ${[notice ?? '', ...problems].filter(Boolean).join(' / ')}`);
  }
}

const waitForAnimations = (tab: Tab) =>
  waitUntil(tab, 'no animation runs', () =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

/**
 * Ends every running animation at once (Web Animations' `finish()`, in all three engines), for checks
 * of the page after its motion: the entrances end on the elements' own styles. The cards' fade-in
 * alone lasts 5.6 s.
 */
async function skipAnimations(tab: Tab): Promise<void> {
  await tab.evaluate(async () => {
    document.getAnimations().forEach((animation) => animation.finish());
    // WebKit paints a finished animation's last frame a frame or two later.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
  await waitForAnimations(tab);
}

/** Scrolls through the page a screen at a time (lazy images load) and back; lists images that failed. */
async function brokenImages(tab: Tab): Promise<string[]> {
  await tab.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Pages rendered ahead wait hidden, their lazy images unloaded: only images with a box are shown.
  await waitUntil(tab, 'every image has finished loading', () =>
    [...document.images].every((image) => image.complete || image.getClientRects().length === 0),
  );
  const broken = await tab.evaluate(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0 && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
  await tab.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return broken;
}

/** What the focused element is, and whether a focus ring at least 2 px wide shows around it. */
function focusedStop() {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  const shadow = style.boxShadow !== 'none';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('img').forEach((image) => image.replaceWith(image.alt));
  const name = element.getAttribute('aria-label') ?? copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const { top, bottom, left, right } = element.getBoundingClientRect();
  // Measured from where a line starts: the right in a right-to-left language.
  const width = document.documentElement.clientWidth;
  const rightToLeft = getComputedStyle(document.documentElement).direction === 'rtl';
  return {
    label: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
    ringVisible: element.matches(':focus-visible') && (outline || shadow),
    // Where it is on the page (not the viewport), to compare Tab order with reading order.
    box: {
      top: top + window.scrollY,
      bottom: bottom + window.scrollY,
      start: rightToLeft ? width - right : left,
      end: rightToLeft ? width - left : right,
    },
  };
}

type Stop = NonNullable<ReturnType<typeof focusedStop>>;

/**
 * Steps where Tab goes against the reading order: to a control on an earlier row, or on the same
 * row nearer the line's start (further left in English, further right in Arabic). (Along the line,
 * top to bottom; a row is where two boxes overlap vertically.)
 */
function readingOrderBreaks(stops: Stop[]): string[] {
  return stops.slice(1).flatMap((stop, index) => {
    const before = stops[index];
    const sameRow = stop.box.top < before.box.bottom - 1 && before.box.top < stop.box.bottom - 1;
    const backwards = sameRow ? stop.box.end <= before.box.start + 1 : stop.box.bottom <= before.box.top + 1;
    return backwards ? [`${before.label} → ${stop.label}`] : [];
  });
}

/** Presses Tab until `check` holds for the focused element (at most 40 presses). */
async function tabUntil<A extends unknown[]>(tab: Tab, what: string, check: (...args: A) => boolean, ...args: A) {
  for (let press = 0; !(await tab.evaluate(check, ...args)); press++) {
    if (press === 40) throw new Error(`Tab never reached ${what}.`);
    await tab.press('Tab');
  }
}

/** Tabs through the page from the top until focus comes round again; returns each stop. */
async function tabThrough(tab: Tab) {
  const stops: Stop[] = [];
  for (let press = 0; press < 40; press++) {
    await tab.press('Tab');
    const stop = await tab.evaluate(focusedStop);
    if (stop === null || stop.label === stops[0]?.label) break;
    stops.push(stop);
  }
  return stops;
}

const focusedProjectCard = (tab: Tab) =>
  tab.evaluate(() => document.activeElement?.getAttribute('data-project-card') ?? null);

const isFocusOnCard = (id: string) => document.activeElement?.getAttribute('data-project-card') === id;

const dialogName = (tab: Tab) => tab.evaluate(shownPopupTitle);

const statusLines = (tab: Tab) =>
  tab.evaluate(() => [...document.querySelectorAll('[role="status"], [role="alert"]')].map((line) => line.textContent));

/** The files in the engine's download folder and when each last changed. */
const savedFiles = (engine: Engine) =>
  new Map(readdirSync(engine.downloadDir).map((name) => [name, statSync(join(engine.downloadDir, name)).mtimeMs]));

/**
 * Waits until a file the visitor saved appears in the engine's folder (new, or rewritten: WebKit
 * saves over a file of the same name) with the bytes the server sends; returns its name.
 */
async function waitForSavedFile(engine: Engine, site: BuiltSite, file: ResumeFile, before: Map<string, number>) {
  const served = readFileSync(join(site.dist, file.href));
  const stem = file.fileName.replace(/\.\w+$/, '');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const saved = [...savedFiles(engine)]
      .filter(([name, changed]) => name.startsWith(stem) && before.get(name) !== changed)
      .map(([name]) => name)
      .filter((name) => !/\.(part|crdownload|download)$/.test(name));
    const complete = saved.find((name) => readFileSync(join(engine.downloadDir, name)).equals(served));
    if (complete) return complete;
    if (Date.now() > deadline)
      throw new Error(`${file.fileName} was not saved (found: ${saved.join(', ') || 'none'}).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A card opens its popup and Escape closes it, then the About link changes the page; returns the
 * scripted motion each step ran, once each flight has landed. Focus lands as it does without it.
 */
async function motionOf(tab: Tab) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
  // A card past the grid's start, where the content has more than one.
  const project = projects[1] ?? projects[0];
  await tab.evaluate(recordMotion);
  await tab.click(card(project.id));
  await waitUntil(tab, 'focus is inside the popup', () =>
    Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
  );
  await settle();
  const opening = await tab.evaluate(motionSeen);
  // Landed: a copy waits over a picture still loading, at most a second more.
  await waitUntil(tab, 'the picture has landed in the popup', isMotionOver);
  await tab.press('Escape');
  await waitUntil(tab, 'focus is back on the card', isFocusOnCard, project.id);
  await settle();
  const closing = await tab.evaluate(motionSeen);
  await waitUntil(tab, 'the picture has landed on the card', isMotionOver);
  await tab.click({ css: 'nav a', name: navName(routeTable.about.path) });
  await waitUntil(tab, 'the About heading has focus', () => document.activeElement?.tagName === 'H1');
  await settle();
  return { opening, closing, pageChange: await tab.evaluate(motionSeen) };
}

// ---- The flows --------------------------------------------------------------------------------

/** Defines every visitor flow for one engine; call once at the top of that engine's test file. */
export function describeVisitorFlows(engineName: EngineName): void {
  /** The width of an engine's `index`th check of a kind: by turns, Firefox starting at the phone's. */
  const widthAt = (index: number): Width => widths[(index + (engineName === 'firefox' ? 0 : 1)) % widths.length];
  let site: BuiltSite;
  let engine: Engine;
  let gate: FailureGate;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    site = await buildAndServe();
    [engine, gate] = await Promise.all([launchEngine(engineName), startFailureGate(site.origin)]);
  }, 180_000);
  afterAll(async () => {
    await engine?.close();
    await gate?.close();
    site?.close();
  });

  /** A fresh tab at `width` on `path`, hydrated; closed after the test. */
  async function open(path: string, width = 1280, origin = site.origin) {
    const tab = await engine.newTab(viewportOf(width));
    tabs.push(tab);
    const status = await tab.goto(`${origin}${path}`);
    await waitForApp(tab);
    return { tab, status };
  }
  afterEach(async () => {
    for (const tab of tabs.splice(0)) await tab.close();
  });

  describe(`${engineName}: every route`, () => {
    const screenshots = join(__dirname, '../../reports/engines');

    it.each(visitedPages.map((page, index) => ({ ...page, width: widthAt(index) })))(
      '$path at $width px answers $status with its heading and tab title, fits the width, loads every image and logs no error',
      async ({ path, heading, title, status, width }) => {
        const { tab, status: answered } = await open(path, width);
        expect(answered).toBe(status);
        expect(await tab.evaluate(() => [...document.querySelectorAll('main h1')].map((h1) => h1.textContent))).toEqual(
          [heading ?? expect.stringMatching(/\S/)],
        );
        await waitUntil(tab, `the tab is titled "${title}"`, (wanted) => document.title === wanted, title);
        await skipAnimations(tab);
        mkdirSync(screenshots, { recursive: true });
        const name = `${path.slice(1) || 'Home'}-${width}-${engineName}.png`;
        writeFileSync(join(screenshots, name), await tab.screenshot());

        const { scrollWidth, clientWidth } = await tab.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(await brokenImages(tab)).toEqual([]);
        expect(unexpected(await tab.problems(), 404)).toEqual([]);
      },
      timeout,
    );
  });

  describe(`${engineName}: the project popup`, () => {
    // Three cards, or as many as the content has, taken again.
    const [first, second = first, third = second] = projects;
    const ways = [
      { way: 'Escape', project: first, close: (tab: Tab) => tab.press('Escape') },
      { way: 'a press on the backdrop', project: second, close: (tab: Tab) => tab.clickAt(4, 4) },
      {
        way: 'the Close button',
        project: third,
        close: (tab: Tab) => tab.click({ css: 'button', name: siteWords.popup.close }),
      },
    ];

    it.each([widthAt(0)])(
      'at %i px opens on a card press and closes by Escape, backdrop and Close, focus back on the card',
      async (width) => {
        const { tab } = await open('/Projects', width);
        for (const { way, project, close } of ways) {
          await tab.click(card(project.id));
          await waitUntil(tab, 'the popup is open', isPopupShown);
          expect({ way, dialog: await dialogName(tab) }).toEqual({ way, dialog: project.title });
          await close(tab);
          await waitUntil(tab, `${way} closed the popup`, isPopupGone);
          // Focus goes back a frame after the popup has gone.
          await waitUntil(tab, `focus is back on the card after ${way}`, isFocusOnCard, project.id);
        }
        expect(await tab.problems()).toEqual([]);
      },
      timeout,
    );

    it(
      'opens from the keyboard, keeps focus inside and gives it back to the card on Escape',
      async () => {
        const { tab } = await open('/Projects');
        await tabUntil(tab, 'a project card', () => document.activeElement?.hasAttribute('data-project-card') === true);
        const opener = await focusedProjectCard(tab);
        expect(opener).toBe(projects[0].id);
        await tab.press('Enter');
        await waitUntil(tab, 'the popup is open', isPopupShown);
        // An Enter on a link is a "virtual" click to react-aria, which moves focus a frame later,
        // after any running CSS transition (for screen readers on iOS): so focus is waited for.
        await waitUntil(tab, 'focus is inside the popup', () =>
          Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
        );
        expect(
          await tab.evaluate(
            (label) => document.querySelector(`[role="dialog"] [aria-label="${label}"]`)?.tagName,
            siteWords.popup.close,
          ),
        ).toBe('BUTTON');
        for (let press = 0; press < 4; press++) {
          await tab.press('Tab');
          expect(
            await tab.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
          ).toBe(true);
        }
        await tab.press('Escape');
        await waitUntil(tab, 'the popup has closed', isPopupGone);
        await waitUntil(tab, 'focus is back on the card', isFocusOnCard, opener!);
        expect(await tab.evaluate(focusedStop)).toMatchObject({ ringVisible: true });
      },
      timeout,
    );
  });

  describe(`${engineName}: motion`, () => {
    it(
      "a card's picture grows into its popup and back, and a new page fades in",
      async () => {
        const { tab } = await open('/Projects', 375);
        expect(await motionOf(tab)).toEqual({
          opening: ['picture'],
          closing: ['picture'],
          pageChange: ['page'],
        });
        expect(await tab.problems()).toEqual([]);
      },
      timeout,
    );
  });

  describe(`${engineName}: the theme`, () => {
    it(
      'flips on a press and is kept across a reload',
      async () => {
        const { tab } = await open('/');
        await waitUntil(
          tab,
          'the theme toggle shows',
          () => !document.querySelector('button[aria-pressed]')?.hasAttribute('data-pending'),
        );
        const shown = () => ({
          dark: document.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed'),
          background: getComputedStyle(document.body).backgroundColor,
        });
        const before = await tab.evaluate(shown);
        await tab.click(themeToggle);
        await waitUntil(
          tab,
          'the theme has flipped',
          (was) => document.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed') !== was,
          before.dark,
        );
        await waitForAnimations(tab);
        const flipped = await tab.evaluate(shown);
        expect(flipped.dark).not.toBe(before.dark);
        expect(flipped.background).not.toBe(before.background);

        await tab.reload();
        await waitForApp(tab);
        await waitUntil(
          tab,
          'the theme toggle shows',
          () => !document.querySelector('button[aria-pressed]')?.hasAttribute('data-pending'),
        );
        expect(await tab.evaluate(shown)).toEqual(flipped);
        expect(await tab.problems()).toEqual([]);
      },
      timeout,
    );
  });

  describe(`${engineName}: the resume downloads`, () => {
    it.each(resumeDownloads)(
      '$label saves the file the server sends, under its own name',
      async ({ file, label }) => {
        const { tab } = await open('/');
        const before = savedFiles(engine);
        await tab.click({ css: 'a', name: label });
        await waitUntil(
          tab,
          `${file.fileName}'s download is announced`,
          (line) => document.body.textContent.includes(line),
          siteWords.resume.started(file),
        );
        expect(await waitForSavedFile(engine, site, file, before)).toBe(file.fileName);
        expect(await tab.problems()).toEqual([]);
      },
      timeout,
    );

    it(
      'a download the server fails says so, and its retry saves it',
      async () => {
        const { tab } = await open('/', 1280, gate.origin);
        const before = savedFiles(engine);
        // Staged after the page fetched the files ahead (once idle), so the press meets the failure.
        await waitUntil(tab, 'the resume files are fetched ahead', filesFetched, resumeAddresses);
        // The first file the page offers (the PDF where there is one).
        const [file] = resumeFiles(resume);
        const fileAddressed = fileAddress(file.href);
        const requestsBefore = gate.requested.filter((path) => path === fileAddressed).length;
        gate.failNext(fileAddressed, 500);
        await tab.click({ css: 'a', name: file.downloadLabel });
        await waitUntil(tab, 'the failure is announced', () =>
          [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.trim()),
        );
        expect((await statusLines(tab)).join(' ')).toContain(siteWords.resume.failedStart(file));
        expect(savedFiles(engine)).toEqual(before);

        await tab.click({ css: 'button', name: file.retryLabel });
        await waitUntil(
          tab,
          'the retry is announced',
          (line) => document.body.textContent.includes(line),
          siteWords.resume.started(file),
        );
        await waitForSavedFile(engine, site, file, before);
        expect(
          await tab.evaluate(() =>
            [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent?.trim()).filter(Boolean),
          ),
        ).toEqual([]);
        expect(gate.requested.filter((path) => path === fileAddressed)).toHaveLength(requestsBefore + 2);
        expect(unexpected(await tab.problems(), 500)).toEqual([]);
      },
      timeout,
    );
  });

  describe(`${engineName}: the footer tooltip`, () => {
    const tooltipText = () => document.querySelector('[role="tooltip"]')?.textContent ?? null;

    it(
      'shows on hover and goes when the pointer leaves',
      async () => {
        const { tab } = await open('/');
        await tab.hover(socialLinkTarget);
        await waitUntil(tab, 'the tooltip shows', () => document.querySelector('[role="tooltip"]') !== null);
        expect(await tab.evaluate(tooltipText)).toBe(socialLink.name);
        await tab.moveTo(1, 1);
        await waitUntil(tab, 'the tooltip has gone', () => document.querySelector('[role="tooltip"]') === null);
      },
      timeout,
    );

    it(
      'shows when the link gets keyboard focus',
      async () => {
        const { tab } = await open('/');
        await tabUntil(
          tab,
          'the first footer link',
          (href) => document.activeElement?.getAttribute('href') === href,
          socialLink.href,
        );
        await waitUntil(tab, 'the tooltip shows', () => document.querySelector('[role="tooltip"]') !== null);
        expect(await tab.evaluate(tooltipText)).toBe(socialLink.name);
      },
      timeout,
    );
  });

  describe(`${engineName}: the keyboard`, () => {
    it.each([routeTable.home.path, routeTable.projects.path].map((path, index) => ({ path, width: widthAt(index) })))(
      'every Tab stop on $path at $width px shows a focus ring, in the order the page reads',
      async ({ path, width }) => {
        const { tab } = await open(path, width);
        await skipAnimations(tab);
        const stops = await tabThrough(tab);
        expect(stops.length).toBeGreaterThan(5);
        expect(stops.filter((stop) => !stop.ringVisible)).toEqual([]);
        // The skip link shows over the page's corner only while focused: the walk is read after it.
        expect(readingOrderBreaks(stops.slice(1))).toEqual([]);
      },
      timeout,
    );
  });

  describe(`${engineName}: reduced motion`, () => {
    let calm: Engine;
    let isClosed = false;
    /** The folders xvfb-run made before this engine started (WebKit runs under it). */
    let displayFoldersBefore: string[];
    const displayFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('xvfb-run.'));
    beforeAll(async () => {
      displayFoldersBefore = displayFolders();
      calm = await launchEngine(engineName, { reducedMotion: true });
    }, 60_000);
    afterAll(() => (isClosed ? undefined : calm?.close()));

    it.each([widthAt(1)])(
      'at %i px every project card is fully shown at once and nothing moves',
      async (width) => {
        const tab = await calm.newTab(viewportOf(width));
        try {
          await tab.goto(`${site.origin}/Projects`);
          // Read two frames on: an animation cut to 0.01 ms that has just started has ended by then.
          const motion = async () => {
            for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
            return {
              reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
              opacities: [...document.querySelectorAll('[data-project-card]')].map((element) =>
                Number(getComputedStyle(element).opacity),
              ),
              running: document.getAnimations().filter((animation) => animation.playState === 'running').length,
            };
          };
          const expected = { reduce: true, opacities: projects.map(() => 1), running: 0 };
          expect(await tab.evaluate(motion)).toEqual(expected);
          await waitForApp(tab);
          expect(await tab.evaluate(motion)).toEqual(expected);
          expect(await tab.problems()).toEqual([]);
        } finally {
          await tab.close();
        }
      },
      timeout,
    );

    it(
      'no picture flies and no page fades, and focus lands where it does with them',
      async () => {
        const tab = await calm.newTab(viewportOf(375));
        try {
          await tab.goto(`${site.origin}/Projects`);
          await waitForApp(tab);
          expect(await motionOf(tab)).toEqual({ opening: [], closing: [], pageChange: [] });
          expect(await tab.problems()).toEqual([]);
        } finally {
          await tab.close();
        }
      },
      timeout,
    );

    // Each run of the tests on an owner's machine would otherwise leave folders in its temp folder.
    it('leaves no folder behind once closed: neither its downloads nor its display', async () => {
      isClosed = true;
      await calm.close();
      expect(existsSync(calm.downloadDir)).toBe(false);
      expect(displayFolders().filter((name) => !displayFoldersBefore.includes(name))).toEqual([]);
    });
  });

  describe(`${engineName}: a site in four languages`, () => {
    let languagesSite: BuiltSite;
    beforeAll(async () => {
      languagesSite = await serveLanguagesSite();
    }, 240_000);
    afterAll(() => languagesSite?.close());

    /** The header's language links as the page has them. */
    const languageLinks = () =>
      [...document.querySelectorAll('header a[hreflang]')].map((link) => ({
        name: link.textContent,
        lang: link.getAttribute('lang'),
        hreflang: link.getAttribute('hreflang'),
        path: new URL((link as HTMLAnchorElement).href).pathname,
        current: link.getAttribute('aria-current'),
      }));

    it(
      "offers the page in every language, each named in its own with its lang and hreflang, the page's own marked; one leads there",
      async () => {
        const { tab } = await open(`${prefix}/About`, 375, languagesSite.origin);
        const about = routeTable.about.path;
        expect(await tab.evaluate(languageLinks)).toEqual([
          { name: 'English', lang: 'en-US', hreflang: 'en-US', path: about, current: null },
          { name: 'Português', lang: tag, hreflang: tag, path: `${prefix}${about}`, current: 'true' },
          { name: 'العربية', lang: arabicTag, hreflang: arabicTag, path: `/ar${about}`, current: null },
          { name: '日本語', lang: japaneseTag, hreflang: japaneseTag, path: `/ja${about}`, current: null },
        ]);
        await tab.click({ css: 'header a[hreflang]', name: 'English' });
        await waitUntil(tab, 'the English page shows', (path) => location.pathname === path, about);
        await waitForApp(tab);
        expect(await tab.evaluate(() => document.documentElement.lang)).toBe('en-US');
        expect(await tab.problems()).toEqual([]);
      },
      timeout,
    );

    it(
      'reaches the languages with Tab right after the pages, each with a focus ring',
      async () => {
        const { tab } = await open(`${prefix}/About`, 1280, languagesSite.origin);
        await skipAnimations(tab);
        const stops = await tabThrough(tab);
        const names = stops.map((stop) => stop.label);
        const first = names.indexOf('a "English"');
        expect(names.slice(first, first + 4)).toEqual(['a "English"', 'a "Português"', 'a "العربية"', 'a "日本語"']);
        // Right after the navigation's last link.
        expect(names[first - 1]).toBe(`a "${navigationOf(routeTableFor(portuguese)).at(-1)?.name}"`);
        expect(stops.filter((stop) => !stop.ringVisible)).toEqual([]);
      },
      timeout,
    );

    it.each([widthAt(1)])(
      'reads Arabic right to left at %i px: the navigation from the right, Latin names in their order, English words left untranslated starting at the right too, nothing sideways',
      async (width) => {
        const { tab } = await open('/ar/Projects', width, languagesSite.origin);
        await skipAnimations(tab);
        const [project] = arabic.projects;
        const shown = await tab.evaluate((title) => {
          const links = [...document.querySelectorAll('header nav a')].map((link) => link.getBoundingClientRect());
          const leftward = links
            .slice(1)
            .flatMap((box, index) => (Math.abs(box.top - links[index].top) < 1 ? [box.left < links[index].left] : []));
          const titleNode = [...document.querySelectorAll('[data-project-card] bdi')].find(
            (element) => element.textContent === title,
          )!.firstChild!;
          const at = (offset: number) => {
            const range = document.createRange();
            range.setStart(titleNode, offset);
            range.setEnd(titleNode, offset + 1);
            return range.getBoundingClientRect().left;
          };
          return {
            direction: getComputedStyle(document.documentElement).direction,
            leftward,
            titleInOrder: at(title.length - 1) > at(0),
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          };
        }, project.title);
        expect(shown.direction).toBe('rtl');
        expect(shown.leftward.every(Boolean)).toBe(true);
        expect(shown.titleInOrder).toBe(true);
        expect(shown.sideways).toBeLessThanOrEqual(0);
        // The subheading Arabic leaves in English starts at the right, under the heading.
        const starts = await tab.evaluate(headingAndNextLineStarts);
        expect(starts.nextLang).toBe('en-US');
        expect(Math.abs(starts.next - starts.heading)).toBeLessThan(2);
        expect(await tab.problems()).toEqual([]);
      },
      timeout,
    );
  });
}
