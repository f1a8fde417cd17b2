/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The popup machine's path tests in real Chromium, where pictures fly: every transition, each
 * path driven on the Projects page. The page's animations run at a fifth of their speed (Chromium's
 * own playback rate), so a key or a click lands mid-flight; for the events a page keeps while XState
 * loads, Data Saver is on (nothing is fetched ahead) and the page's code is held back until the card,
 * Back and the next card have been pressed. jsdom drives the paths it can (tests/machines/paths).
 */
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { ProjectPopupEvent } from '../../machines/projectPopupMachine';
import { projects } from '../../src/content';
import { routeTable } from '../../src/routes/siteTable';
import { projectRoute } from '../../src/routes/table';
import { collectConsoleProblems } from '../support/consoleProblems';
import type { MachinePath } from '../support/machineTestModel';
import { popupPaths } from '../support/popupPaths';
import { isMotionOver } from '../support/scriptedMotion.mjs';
import { isPopupGone, isPopupShown, shownPopupTitle } from '../support/shownPopup.mjs';
import { waitForFocus } from './focus';
import { skipAnimations, useE2E, waitForApp } from './support';

const e2e = useE2E();
// Two projects' cards, or the one card of a site with a single project.
const [first, second = first] = projects;
const card = (projectId: string) => `[data-project-card="${projectId}"]`;
/** How many copies of a picture fly: one at most, the last flight landed when the next starts. */
const flying = () => document.querySelectorAll('img[data-flying-picture]').length;
const landed = (page: Page) => page.waitForFunction(isMotionOver, undefined, { timeout: 10_000 });

/** The page's scripts asked for from now on wait until released; says whether XState was among them. */
async function holdScripts(page: Page) {
  const releases: (() => void)[] = [];
  let holding = true;
  let heldXState = false;
  await page.route('**/static/js/**', async (route) => {
    if (!holding) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    heldXState ||= body.includes('xstate.init');
    // Released while it was being fetched: it goes on at once.
    if (holding) await new Promise<void>((resolve) => releases.push(resolve));
    await route.fulfill({ response, body });
  });
  return {
    release: () => {
      holding = false;
      releases.splice(0).forEach((release) => release());
    },
    heldXState: () => heldXState,
  };
}

/** A step of the path keeps its events for XState: Back pressed before the popup could show. */
const keepsEvents = (path: MachinePath) =>
  path.steps.some(
    (step, index) => step.event.type === 'popup.close' && path.steps[index - 1]?.state.matches('opening'),
  );

async function drive(path: MachinePath) {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    const devTools = await context.newCDPSession(page);
    const waitsForXState = keepsEvents(path);
    if (waitsForXState) await devTools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto(`${e2e.site.origin}${routeTable.projects.path}`);
    await waitForApp(page);
    await skipAnimations(page);
    await devTools.send('Animation.enable');
    await devTools.send('Animation.setPlaybackRate', { playbackRate: 0.2 });
    const scripts = waitsForXState ? await holdScripts(page) : undefined;
    let shown = '';

    /** The page's own events and the flights' ends follow once the code is here. */
    const byItself = async (until: () => Promise<unknown>) => {
      scripts?.release();
      await until();
    };
    await path.test({
      events: {
        'popup.open': async ({ event }) => {
          shown = (event as Extract<ProjectPopupEvent, { type: 'popup.open' }>).projectId;
          await page.click(card(shown));
        },
        'popup.shown': () => byItself(() => page.waitForFunction(isPopupShown)),
        'popup.close': async ({ event }) => {
          // A popup on screen closes with Escape; one still on its way, with Back.
          if ((event as { picture?: unknown }).picture) await page.keyboard.press('Escape');
          else await page.goBack();
        },
        'popup.gone': () => byItself(() => page.waitForFunction(isPopupGone)),
        'xstate.done.actor.flightIn': () => byItself(() => landed(page)),
        'xstate.done.actor.flightBack': () => byItself(() => landed(page)),
      },
      states: {
        closed: async () => {
          if (!shown) return;
          await page.waitForFunction(isPopupGone);
          await landed(page);
          await waitForFocus(page, card(shown));
        },
        opening: () => page.waitForURL(`**${projectRoute.href(shown)}`),
        flyingIn: async () => {
          await page.waitForFunction(isPopupShown);
          expect(await page.evaluate(flying)).toBe(1);
        },
        open: async () => {
          expect(await page.evaluate(shownPopupTitle)).toBe(projects.find(({ id }) => id === shown)!.title);
          expect(await page.evaluate(flying)).toBe(0);
          await waitForFocus(page, '[role="dialog"], [role="dialog"] *');
        },
        closing: () => page.waitForURL(`**${routeTable.projects.path}`),
        flyingBack: async (state: AnyMachineSnapshot) => {
          await page.waitForFunction(isPopupGone);
          await waitForFocus(page, card(shown));
          // Back from a popup that showed its picture, the picture flies; from one that never showed, nothing does.
          expect(await page.evaluate(flying)).toBe(state.context.picture === undefined ? 0 : 1);
        },
      },
    });
    // However the path ended, the page settles on what its address says.
    scripts?.release();
    await landed(page);
    if (page.url().endsWith(projectRoute.href(shown))) {
      await page.waitForFunction(isPopupShown);
      expect(await page.evaluate(shownPopupTitle)).toBe(projects.find(({ id }) => id === shown)!.title);
    } else expect(await page.evaluate(isPopupGone)).toBe(true);
    if (scripts) expect(scripts.heldXState()).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    // A script still on its way when the path ends is dropped with the page, its handler's error with it:
    // left to itself, that error surfaced in the next path's test.
    for (const open of context.pages()) await open.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
}

/** A path as its steps: `open <project>`, what carries a picture marked so, then the state reached. */
const named = (path: MachinePath) =>
  path.steps
    .slice(1)
    .map(({ event }) => {
      const { projectId, picture } = event as { projectId?: string; picture?: unknown };
      const type = event.type.replace(/^xstate\.done\.actor\./, 'landed: ');
      return `${type}${projectId ? ` ${projectId}` : ''}${picture ? ' (picture)' : ''}`;
    })
    .join(' → ') + ` ⇒ ${String(path.state.value)}`;

describe('project popup machine, driven in Chromium with its flights', () => {
  it.each(popupPaths([first.id, second.id], 'browser').map((path) => [named(path), path] as const))(
    '%s',
    (_, path) => drive(path),
    60_000,
  );
});
