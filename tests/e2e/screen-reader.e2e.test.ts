/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * What a screen-reader user hears, in real Chromium against the production build: the virtual
 * screen reader reads every route from top to bottom and walks every flow — navigation and its
 * announcement, a popup opened, read and closed (focus back on its card), a download that works,
 * one that fails and its retry, a tooltip. Each flow's phrase log is written to
 * reports/screen-reader/ to be read.
 */
import { about, projects, resume, socialLinks } from '../../src/content';
import { resumeFiles } from '../../src/content/model';
import { navigation } from '../../src/routes/siteTable';
import { words } from '../support/words';
import { templateIt } from '../support/ownerRun';
import { escapeRegExp } from '../support/projects';
import { requestsFor } from '../support/resumeFixtures';
import { visitedPages } from '../support/routeTable';
import { popupKinds } from './states';
import { expectedProblemsOn, failureAlerts, serverErrorMessage, useE2E, withPage } from './support';
import { type ScreenReader, savePhraseLog, startScreenReader } from './screenReader';
import { navName, socialLinkName, siteWords } from '../support/siteWords';

const testTimeout = 60_000;

const e2e = useE2E();

/** Opens `path` with the screen reader running (the site's CSP would refuse its script). */
function withReader(
  name: string,
  path: string,
  use: (reader: ScreenReader, page: import('playwright-core').Page, siteProblems: () => string[]) => Promise<void>,
) {
  return withPage(e2e, path, { width: 1280, bypassCSP: true }, async ({ page, problems }) => {
    const reader = await startScreenReader(page);
    // The site's problems so far: the console's, less the reader's own errors.
    const siteProblems = () => problems.filter((problem) => !reader.ownErrors.includes(problem));
    try {
      await use(reader, page, siteProblems);
    } finally {
      savePhraseLog(name, await reader.fullLog());
    }
  });
}

/**
 * Waits for a project's popup to open as a reader meets it: react-aria focuses the dialog once its
 * entrance has ended and, half a second later, blurs and focuses it again (so that VoiceOver on iOS
 * announces it). Either focus pulls the reader's cursor back to the dialog: a walk begun before then
 * on a busy machine would act on the dialog, not on what it had reached. The half second is waited
 * in page time, on a timer set after react-aria's.
 */
async function popupOpened(page: import('playwright-core').Page, title: string) {
  await page.getByRole('dialog', { name: title }).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'dialog');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
}

/** The first heading each page reads out, as a pattern. */
const headingSaid = (heading: string) => new RegExp(`^heading, ${escapeRegExp(heading)}, level 1$`);

describe('reading each page from top to bottom', () => {
  it.each(visitedPages)(
    '$path: skip link, banner, navigation, main with its heading, footer, in that order',
    async ({ path, heading }) => {
      await withReader(
        `read${path === '/' ? '-home' : path.replace('/', '-')}`,
        path,
        async (reader, _, siteProblems) => {
          await reader.nextUntil(/^end of document$/);
          const said = await reader.log();
          const at = (pattern: string | RegExp) =>
            said.findIndex((phrase) => (typeof pattern === 'string' ? phrase === pattern : pattern.test(phrase)));
          const order = [
            at(`link, ${siteWords.skipLink}`),
            at('banner'),
            at(`navigation, ${siteWords.navigation}`),
            at('main'),
            at(headingSaid(heading)),
            at('contentinfo'),
          ];
          expect(order.every((index) => index >= 0)).toBe(true);
          expect([...order].sort((a, b) => a - b)).toEqual(order);
          // The current page is named as such, and only on its own page (not on the 404 page).
          const current = said.filter((phrase) => phrase.endsWith(', current page'));
          // `/` is the Home page.
          const item = navigation.find((nav) => nav.href === (path === '/' ? '/Home' : path));
          expect(current).toEqual(item ? [`link, ${item.name}, current page`] : []);
          // The footer's icon links say where they go and that they open a new tab.
          for (const social of socialLinks) expect(said).toContain(`link, ${socialLinkName(social)}`);
          expect(siteProblems()).toEqual(expectedProblemsOn(path));
        },
      );
    },
    testTimeout,
  );
});

it(
  'following a link moves to the new page heading and announces it',
  async () => {
    await withReader('navigate-to-about', '/', async (reader, page, siteProblems) => {
      await reader.nextUntil(new RegExp(`^link, ${escapeRegExp(navName('/About'))}$`));
      await reader.clearLog();
      await reader.act();
      await page.waitForURL('**/About');
      await page.waitForFunction(() => document.querySelector('[role="status"][aria-live="polite"]')?.textContent);
      const said = await reader.log();
      expect(said).toContain(`heading, ${about.heading}, level 1`);
      expect(said).toContain(`polite: ${about.heading}`);
      expect(siteProblems()).toEqual([]);
    });
  },
  testTimeout,
);

/** What the reader says of each popup's code control. */
const codeLines: Record<string, string> = {
  'public code': `link, ${siteWords.popup.sourceLink}`,
  'private code': `button, ${siteWords.popup.privateSource}, ${siteWords.popup.privateSourceNote}, disabled`,
};

describe.each(popupKinds.map(({ kind, project }) => [kind, project, codeLines[kind]] as const))(
  'a project popup (%s)',
  (_, project, codeLine) => {
    const card = `link, ${project.title} ${project.duration}, has popup dialog`;

    it(
      'opens as a dialog named by the project, reads its content without leaving it, and Escape returns to the card',
      async () => {
        await withReader(`popup-${project.id}`, '/Projects', async (reader, page, siteProblems) => {
          await reader.nextUntil(new RegExp(`^${escapeRegExp(card)}$`));
          await reader.act();
          await popupOpened(page, project.title);
          expect(await reader.log()).toContain(`dialog, ${project.title}`);

          // Inside an aria-modal dialog the reader cycles: a bounded walk must never leave it.
          const inside = await reader.read(40);
          expect(inside).toEqual(
            expect.arrayContaining([
              `heading, ${project.title}, level 2`,
              `button, ${siteWords.popup.close}`,
              `image, ${siteWords.popup.imageAlt(project.title)}`,
              codeLine,
              project.duration,
              project.stack,
            ]),
          );
          // The description, read in phrases when it holds paragraphs or links.
          // A phrase after a link may start with the sentence's punctuation (`Entwurf, der`): it
          // follows the link's words without a space.
          const read = inside
            .filter((phrase) => !/^(end of )?(paragraph|strong)$/.test(phrase))
            .join(' ')
            .replace(/ (?=[,.;:!?])/g, '');
          expect(words(read.replace(/\blink, /g, ''))).toContain(words(project.description));
          for (const outside of ['banner', 'main', 'contentinfo', `navigation, ${siteWords.navigation}`])
            expect(inside).not.toContain(outside);

          await reader.clearLog();
          await reader.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          await page.waitForFunction(
            (id) => document.activeElement?.getAttribute('data-project-card') === id,
            project.id,
          );
          expect(await reader.log()).toContain(card);
          expect(siteProblems()).toEqual([]);
        });
      },
      testTimeout,
    );
  },
);

templateIt(
  'the Close button closes the popup and focus returns to the card',
  async () => {
    const project = projects[2] ?? projects[0];
    await withReader('popup-close-button', '/Projects', async (reader, page, siteProblems) => {
      await reader.nextUntil(new RegExp(`^link, ${escapeRegExp(project.title)} `));
      await reader.act();
      await popupOpened(page, project.title);
      await reader.nextUntil(new RegExp(`^button, ${escapeRegExp(siteWords.popup.close)}$`), 10);
      await reader.clearLog();
      await reader.act();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.waitForFunction((id) => document.activeElement?.getAttribute('data-project-card') === id, project.id);
      expect(await reader.log()).toContain(`link, ${project.title} ${project.duration}, has popup dialog`);
      expect(siteProblems()).toEqual([]);
    });
  },
  testTimeout,
);

it(
  'a download is announced while it runs and once the browser has it; a failure is an alert, and its retry works',
  async () => {
    // The first file downloads; the last fails, and its retry works (one file alone does both in turn).
    const files = resumeFiles(resume);
    const [first, last] = [files[0], files[files.length - 1]];
    await withReader('downloads', '/', async (reader, page, siteProblems) => {
      await reader.nextUntil(new RegExp(`^link, ${escapeRegExp(first.downloadLabel)}$`));
      await reader.clearLog();
      await reader.act();
      await reader.waitToSay(new RegExp(`^polite: ${escapeRegExp(siteWords.resume.started(first))}$`));
      expect(await reader.log()).toContain(`polite: ${siteWords.resume.downloading(first)}`);

      const failingRequests = requestsFor(last.href);
      await page.route(failingRequests, (route) => route.fulfill({ status: 500, body: 'broken' }));
      if (last !== first) await reader.nextUntil(new RegExp(`^link, ${escapeRegExp(last.downloadLabel)}$`));
      await reader.clearLog();
      await reader.act();
      await failureAlerts(page).waitFor();
      const failure = siteWords.resume.failedWithStatus(last, 500);
      await reader.waitToSay(new RegExp(`^assertive: ${escapeRegExp(failure)}`));

      await page.unroute(failingRequests);
      await reader.nextUntil(new RegExp(`^button, ${escapeRegExp(last.retryLabel)}$`));
      await reader.clearLog();
      await reader.act();
      await reader.waitToSay(new RegExp(`^polite: ${escapeRegExp(siteWords.resume.started(last))}$`));
      expect(siteProblems()).toEqual([serverErrorMessage]);
    });
  },
  testTimeout,
);

it(
  "a tooltip shown by keyboard focus is read as a tooltip, after its link's own name",
  async () => {
    await withReader('tooltip', '/About', async (reader, page, siteProblems) => {
      const github = page.getByRole('link', { name: socialLinkName(socialLinks[0]) });
      // Reach the link with the keyboard, as a screen-reader user tabbing through the footer does.
      await page.getByRole('link', { name: navName('/About'), exact: true }).focus();
      while (!(await github.evaluate((link) => link === document.activeElement))) await page.keyboard.press('Tab');
      await page.getByRole('tooltip', { name: socialLinks[0].name }).waitFor();
      await reader.nextUntil(new RegExp(`^link, ${escapeRegExp(socialLinkName(socialLinks[0]))}$`));
      await reader.nextUntil(new RegExp(`^tooltip, ${escapeRegExp(socialLinks[0].name)}$`), 20);
      expect(siteProblems()).toEqual([]);
    });
  },
  testTimeout,
);
