/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/**
 * Every state a visitor can put a page in, each opened once per variant and judged there by every
 * checker: axe-core (WCAG 2.0/2.1/2.2 A and AA rules and best practices), HTML_CodeSniffer (WCAG2AA:
 * its errors; its warnings and notices are printed, each with its reason from ./codeSniffer.ts or
 * marked as not read yet) and the text contrast measure (./textContrast.ts). The states: each route
 * after its animations, the project popup for a project with public code and one without, a tooltip
 * on a footer link and on a project card, a failed resume download's alert and the focused skip
 * link. Each state is opened once, by turns at 375 px in the light colour preference or at 1280 px
 * in the dark one, and judged there by axe and HTML_CodeSniffer; its text contrast is measured in
 * both palettes on that page, the preference switched under it (the site follows the system's as it
 * changes). For another owner's content there is no contrast measure: its colours are the
 * template's, measured in the sample's run (tests/support/ownerRun.ts).
 */
import type { Page } from 'playwright-core';
import { projects, socialLinks } from '../../src/content';
import { navigation } from '../../src/routes/siteTable';
import {
  failResumeDownload,
  firstLoads,
  type PageState,
  popupKinds,
  pressProjectCard,
  showCardTooltip,
  showFooterTooltip,
  someProject,
} from './states';
import {
  type Width,
  animationsFinished,
  axeCheck,
  axeViolations,
  serverErrorMessage,
  skipAnimations,
  useE2E,
  widths,
  withPage,
} from './support';
import { isOwnerContentRun, templateIt } from '../support/ownerRun';
import { checkOf, codeSnifferErrors, codeSnifferMessages, describeMessage, reasonFor } from './codeSniffer';
import { waitForFocus } from './focus';
import { type Measured, contrastFailures, measureContrast, sampleText } from './textContrast';

type Scheme = 'light' | 'dark';
const schemes: Scheme[] = ['light', 'dark'];

/** Presses a project's card and waits for its popup, including its opening animation. */
function openPopup(title: string) {
  return async (page: Page) => {
    await pressProjectCard(page, title);
    await animationsFinished(page);
  };
}

interface State extends PageState {
  /** The text contrast is measured inside this element only (the rest of the page is as on its first load). */
  scope?: string;
}

const states: State[] = [
  ...firstLoads({ '/': '/ (Home)', '/nope': '/nope (404)', '/Projects': '/Projects (text on the blue cards)' }),
  ...popupKinds.map(({ kind, project, control }) => ({
    name: `project popup open, ${kind} (${project.title})`,
    path: '/Projects',
    scope: '[role="dialog"]',
    enter: async (page: Page) => {
      await openPopup(project.title)(page);
      await page
        .getByRole('dialog')
        .getByRole(control.role as 'link' | 'button', { name: control.name })
        .waitFor();
    },
  })),
  { name: 'tooltip open on a footer link (hover)', path: '/', scope: '[role="tooltip"]', enter: showFooterTooltip },
  {
    name: `tooltip open on a project card (hover on ${someProject.title})`,
    path: '/Projects',
    scope: '[role="tooltip"]',
    enter: (page) => showCardTooltip(page, someProject.title),
  },
  {
    name: 'resume download failure alert (the first file answers 500)',
    path: '/',
    // The failure's box: its alert message and the retry button.
    scope: 'div:has(> [role="alert"]:not(:empty))',
    enter: async (page) => {
      const file = await failResumeDownload(page);
      await page.getByRole('alert').filter({ hasText: file.fileName }).waitFor();
      await page.getByRole('button', { name: file.retryLabel }).waitFor();
    },
    expectedProblems: [serverErrorMessage],
  },
  {
    name: 'focused skip link',
    path: '/Hobby',
    scope: 'a[href="#main"]',
    enter: async (page) => {
      await page.keyboard.press('Tab');
      await waitForFocus(page, '[href="#main"]');
    },
  },
];

const covered: string[] = [];
const lowestContrasts: Measured[] = [];
const e2e = useE2E();

afterAll(() => {
  const lowest = [...lowestContrasts].sort((a, b) => a.ratio - b.ratio);
  const line = (entry: Measured) =>
    `  ${entry.ratio.toFixed(2)}:1 (needs ${entry.required}) ${entry.pair} "${entry.text}" — ${entry.where}`;
  if (lowest.length > 0)
    process.stdout.write(`contrast: lowest text contrast per state, lowest first:\n${lowest.map(line).join('\n')}\n`);
  process.stdout.write(
    `axe and HTML_CodeSniffer: ${covered.length} states with 0 violations and 0 errors:\n${covered.map((line) => `  - ${line}`).join('\n')}\n` +
      `HTML_CodeSniffer warnings and notices (reported, not failed; reasons in codeSniffer.ts):\n${[...codeSnifferSeen]
        .map(
          ([check, { count, unread }]) => `  - ${check} ×${count}${unread ? ` — not read yet, first: ${unread}` : ''}`,
        )
        .join('\n')}\n`,
  );
});

/**
 * Every HTML_CodeSniffer warning and notice, with how often it spoke and, when codeSniffer.ts gives
 * no reason for it yet, its first message: printed once the file has run.
 */
const codeSnifferSeen = new Map<string, { count: number; unread?: string }>();

/** The text contrast is measured in the sample's run, in both palettes. */
const measuresContrast = !isOwnerContentRun;

/**
 * The text contrast inside the state's scope: the texts below their ratio (none may be), and whether
 * any text was measured (some must be).
 */
async function textContrast(page: Page, state: State, where: string) {
  const measured = measureContrast(await sampleText(page, state.scope), where);
  const lowest = measured.reduce<Measured | null>(
    (low, entry) => (!low || entry.ratio < low.ratio ? entry : low),
    null,
  );
  if (lowest) lowestContrasts.push(lowest);
  return { texts: measured.length > 0, failures: contrastFailures(measured) };
}

/** Switches the page's colour preference to `scheme` and waits until its palette has followed. */
async function switchPalette(page: Page, scheme: Scheme) {
  const background = () => getComputedStyle(document.body).backgroundColor;
  const before = await page.evaluate(background);
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((was) => getComputedStyle(document.body).backgroundColor !== was, before);
  await animationsFinished(page);
}

/** The text contrast inside the state's scope in `scheme`, then in the other palette. */
async function textContrastInBothPalettes(page: Page, state: State, width: Width, scheme: Scheme) {
  const first = await textContrast(page, state, `${state.name} at ${width} px, ${scheme}`);
  const other = schemes.find((candidate) => candidate !== scheme)!;
  await switchPalette(page, other);
  const second = await textContrast(page, state, `${state.name} at ${width} px, ${other}`);
  return { texts: first.texts && second.texts, failures: [...first.failures, ...second.failures] };
}

/**
 * Opens the state in a page, checks it with axe, HTML_CodeSniffer and (in the sample's run) the text
 * contrast measure in both palettes, and hands the page back.
 */
function check(state: State, width: Width, scheme: Scheme) {
  return withPage(e2e, state.path, { width, colorScheme: scheme }, async ({ page, problems }) => {
    const prefersDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
    await skipAnimations(page);
    // The theme toggle is hidden (and empty) until it can work: check the page a visitor can use.
    await page.locator('header button:not([data-pending])').waitFor();
    await state.enter?.(page);
    await animationsFinished(page);
    const violations = await axeViolations(page);
    const sniffed = await codeSnifferMessages(page);
    for (const message of sniffed.filter(({ type }) => type !== 'error')) {
      const key = `${message.type} ${checkOf(message.code)}`;
      const seen = codeSnifferSeen.get(key) ?? {
        count: 0,
        unread: reasonFor(message) === undefined ? `${state.path}: ${describeMessage(message)}` : undefined,
      };
      codeSnifferSeen.set(key, { ...seen, count: seen.count + 1 });
    }
    const contrast = measuresContrast
      ? await textContrastInBothPalettes(page, state, width, scheme)
      : { texts: true, failures: [] };
    return { prefersDark, violations, codeSniffer: codeSnifferErrors(sniffed), contrast, problems };
  });
}

// Each state once, in one of two variants by turns: the phone's width in the light palette, the
// desktop's in the dark one, so each width and each palette meets half the states under axe and
// HTML_CodeSniffer, and the text contrast of every state is measured in both palettes.
const bothVariants = widths.map((width, index) => ({ width, scheme: schemes[index % schemes.length] }));
const variantsOf = (index: number) => [bothVariants[index % bothVariants.length]];
const variantNames = (index: number) =>
  variantsOf(index)
    .map(({ width, scheme }) => `${width} px ${scheme}`)
    .join(', ');
const contrastNote = measuresContrast ? ', and text contrast 4.5:1 (3:1 when large) in both palettes' : '';

it.each(states.map((state, index) => [state.name, variantNames(index), index, state] as const))(
  `%s: 0 axe violations and 0 HTML_CodeSniffer errors at %s${contrastNote}`,
  async (_, _variants, index, state) => {
    const variants = variantsOf(index);
    const results = await Promise.all(variants.map(({ scheme, width }) => check(state, width, scheme)));
    variants.forEach(({ scheme, width }, index) => {
      const label = `${width} px, ${scheme}`;
      expect({ label, ...results[index] }).toEqual({
        label,
        prefersDark: scheme === 'dark',
        violations: [],
        codeSniffer: [],
        contrast: { texts: true, failures: [] },
        problems: state.expectedProblems ?? [],
      });
      covered.push(`${state.name} — ${label}`);
    });
  },
  60_000,
);

// axe leaves `target-size` out unless it is turned on: prove the runs above include it, and that it
// finds every small target (a control shrunk to 16 px fails it).
templateIt(
  'runs the WCAG 2.2 target-size rule on every control, and it catches a target below 24 px',
  async () => {
    await withPage(e2e, '/Projects', { width: 375 }, async ({ page, problems }) => {
      await skipAnimations(page);
      const results = await axeCheck(page);
      const targetSize = results.passes.find((rule) => rule.id === 'target-size');
      expect(targetSize?.nodes.length).toBeGreaterThanOrEqual(navigation.length + projects.length);

      // The navigation links squeezed to 12 × 12 px, touching each other: too small and too close.
      await page.evaluate(() => {
        document.querySelector<HTMLElement>('nav ul')!.style.gap = '0';
        for (const link of document.querySelectorAll<HTMLElement>('nav a'))
          Object.assign(link.style, {
            minHeight: '0',
            height: '12px',
            width: '12px',
            padding: '0',
            overflow: 'hidden',
          });
      });
      expect((await axeViolations(page)).some((line) => line.startsWith('target-size:'))).toBe(true);
      expect(problems).toEqual([]);
    });
  },
  60_000,
);

// The footer's icon links are named in words (hidden text: the network's name and the new-tab note),
// which the icon only stands for: a link whose words are gone is left with no name, for
// HTML_CodeSniffer (H91.A.NoContent) and axe (link-name) alike, whichever kind its icon is.
templateIt(
  'HTML_CodeSniffer and axe fail a footer link whose words are gone, leaving its icon alone',
  async () => {
    await withPage(e2e, '/About', { width: 1280 }, async ({ page, problems }) => {
      expect(codeSnifferErrors(await codeSnifferMessages(page))).toEqual([]);
      await page.evaluate(() => {
        for (const words of document.querySelectorAll('footer a span:not([aria-hidden="true"])')) {
          words.textContent = '';
        }
      });
      expect(codeSnifferErrors(await codeSnifferMessages(page))).toEqual(
        socialLinks.map(() => expect.stringMatching(/^error 4_1_2\.H91\.A\.NoContent: <a>/)),
      );
      expect((await axeViolations(page)).filter((line) => line.startsWith('link-name:'))).toHaveLength(
        socialLinks.length,
      );
      expect(problems).toEqual([]);
    });
  },
  60_000,
);
