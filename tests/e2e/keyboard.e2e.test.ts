/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/**
 * Keyboard only, at 1280 and 375 px (375 px alone for another owner's content: `contentWidths`): the
 * skip link comes first and jumps to `main`; Tab visits every control of every page in document order
 * (skip link, navigation, page, footer), at each width; a project card (a link to its address) opens
 * with Enter, Tab and Shift+Tab stay inside the popup and Escape returns focus to the card, a flow
 * checked at one width (`widthsByTurns`). Every control that takes focus shows a focus ring of at least 3:1 against what is
 * behind it, and is at least 24×24 CSS px (WCAG 2.5.8; inline links in a sentence are exempt).
 */
import type { CDPSession, Page } from 'playwright-core';
import { about, hobbies, home, projects, resume, socialLinks } from '../../src/content';
import { resumeFiles } from '../../src/content/model';
import { navigation, routeTable } from '../../src/routes/siteTable';
import { parseRichText } from '../../src/text/richText';
import { unknownPath, visitedPages } from '../support/routeTable';
import { socialLinkName, siteWords } from '../support/siteWords';
import { type Rgb, type Rgba, type WithColourTools, contrastRatio, hex, installColourTools, over } from './contrast';
import { axNodeOf, waitForFocus } from './focus';
import { type Width, contentWidths, expectedProblemsOn, skipAnimations, useE2E, withPage } from './support';
import { widthsByTurns } from './widthsByTurns';

// ---------------------------------------------------------------------------------------------
// Helpers: the focused element's accessible name, its focus ring and its size.

interface Focused {
  /** `role name` as Chromium's accessibility tree computes them. */
  label: string;
  /** Position among the page's tabbable elements in document order (-1: not one of them). */
  domIndex: number;
  isBody: boolean;
  isInDialog: boolean;
  projectCard: string | null;
  ring: Ring;
  size: { width: number; height: number; exempt: boolean };
}

interface Ring {
  kind: 'outline' | 'box-shadow' | 'none';
  width: number;
  /** The ring's colour (with alpha) and the opaque colour behind it at each side where it shows. */
  color: Rgba;
  behind: Rgb[];
}

/** The accessible role and name of the focused element, from Chromium's accessibility tree. */
async function focusedLabel(cdp: CDPSession): Promise<string> {
  const node = await axNodeOf(cdp, 'document.activeElement');
  return `${node?.role?.value ?? '?'} ${node?.name?.value ?? ''}`.trim();
}

/**
 * Describes `document.activeElement`: where it is in the Tab order the DOM implies, its focus ring
 * (outline, else box-shadow) with the colour painted behind the ring on each side (what
 * `elementsFromPoint` finds there, composited down to an opaque colour), and its size. The page has
 * the colour tools already (`installColourTools`).
 */
async function describeFocus(page: Page): Promise<Omit<Focused, 'label'>> {
  return page.evaluate(() => {
    const { parse, over } = (window as unknown as WithColourTools).wcagColour;
    /** The opaque colour an element paints: its background over its ancestors' (white canvas last). */
    const backgroundOf = (start: Element | null): Rgb => {
      const layers: Rgba[] = [];
      for (let node = start; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) layers.push(colour);
        if (colour && colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgb>((below, layer) => over(layer, below), [255, 255, 255]);
    };

    const element = document.activeElement as HTMLElement;
    const tabbables = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter((candidate) => candidate.tabIndex >= 0 && !candidate.matches(':disabled') && candidate.checkVisibility());
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();

    let kind: 'outline' | 'box-shadow' | 'none' = 'none';
    let width = 0;
    let offset = 0;
    let colour: Rgba = [0, 0, 0, 0];
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      kind = 'outline';
      width = parseFloat(style.outlineWidth);
      offset = parseFloat(style.outlineOffset);
      colour = parse(style.outlineColor) ?? colour;
    } else if (style.boxShadow !== 'none') {
      // e.g. "rgb(30, 64, 175) 0px 0px 0px 3px": a solid ring drawn by the spread.
      const shadowColour = parse(style.boxShadow);
      const lengths = style.boxShadow
        .replace(/rgba?\([^)]+\)/, '')
        .trim()
        .split(/\s+/)
        .map(parseFloat);
      if (shadowColour && lengths[3] > 0) {
        kind = 'box-shadow';
        width = lengths[3];
        colour = shadowColour;
      }
    }

    // Where the middle of the ring's band lies on each side, and what is painted there without it.
    const reach = offset + width / 2;
    const behind: Rgb[] = [];
    if (kind !== 'none' && reach <= 0) behind.push(backgroundOf(element));
    else if (kind !== 'none') {
      const points = [
        [box.left + box.width / 2, box.top - reach],
        [box.left + box.width / 2, box.bottom + reach],
        [box.left - reach, box.top + box.height / 2],
        [box.right + reach, box.top + box.height / 2],
      ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
      for (const [x, y] of points) {
        const below = document.elementsFromPoint(x, y).find((hit) => hit !== element && !element.contains(hit));
        behind.push(backgroundOf(below ?? document.documentElement));
      }
      if (behind.length === 0) behind.push(backgroundOf(element.parentElement));
    }

    const parent = element.parentElement;
    const inlineInSentence =
      element.tagName === 'A' && parent?.tagName === 'P' && parent.textContent.trim() !== element.textContent.trim();

    return {
      domIndex: tabbables.indexOf(element),
      isBody: element === document.body || element === document.documentElement,
      isInDialog: Boolean(element.closest('[role="dialog"]')),
      projectCard: element.getAttribute('data-project-card'),
      ring: { kind, width, color: colour, behind },
      size: { width: box.width, height: box.height, exempt: inlineInSentence },
    };
  });
}

async function focused(page: Page, cdp: CDPSession): Promise<Focused> {
  const [label, description] = await Promise.all([focusedLabel(cdp), describeFocus(page)]);
  return { label, ...description };
}

/** Lowest focus-ring contrast seen for each control, for the report. */
const lowestRings = new Map<string, { ratio: number; where: string }>();

/**
 * What is wrong with a focused control's indicator or size, as one readable line; null when it has
 * a visible ring (≥ 2 px) of at least 3:1 against what is behind it and is at least 24×24 px.
 */
function focusProblem(focus: Focused, where: string): string | null {
  const ratios = focus.ring.behind.map((background) => contrastRatio(over(focus.ring.color, background), background));
  const ratio = ratios.length ? Math.min(...ratios) : 0;
  const worst = focus.ring.behind[ratios.indexOf(ratio)];
  const ringColour = worst ? hex(over(focus.ring.color, worst)) : 'none';
  if (ratio < (lowestRings.get(focus.label)?.ratio ?? Infinity)) {
    lowestRings.set(focus.label, {
      ratio,
      where: `${focus.label} (${where}): ring ${ringColour} on ${worst ? hex(worst) : '?'}`,
    });
  }
  const isVisible = focus.ring.kind !== 'none' && focus.ring.width >= 2;
  const isBigEnough = focus.size.exempt || (focus.size.width >= 24 && focus.size.height >= 24);
  if (isVisible && ratio >= 3 && isBigEnough) return null;
  return (
    `${where}: ${focus.label} — focus ring ${focus.ring.kind} ${focus.ring.width}px ${ringColour} on ` +
    `${worst ? hex(worst) : '?'} = ${ratio.toFixed(2)}:1${isVisible && ratio >= 3 ? '' : ' (needs a visible ring ≥ 3:1)'}, ` +
    `target ${focus.size.width.toFixed(1)}×${focus.size.height.toFixed(1)} px${isBigEnough ? '' : ' (needs ≥ 24×24)'}`
  );
}

const focusProblems = (stops: Focused[], where: string) =>
  stops.map((stop) => focusProblem(stop, where)).filter((problem): problem is string => problem !== null);

/** Presses Tab until focus leaves the page (or comes round again), describing each stop. */
async function tabThrough(page: Page, cdp: CDPSession): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page, cdp);
    if (stop.isBody || (stops.length > 0 && stop.domIndex === stops[0].domIndex)) break;
    stops.push(stop);
  }
  return stops;
}

// ---------------------------------------------------------------------------------------------

const skipLabel = `link ${siteWords.skipLink}`;
/**
 * The header: the theme toggle (first row on narrow screens, left of the links on wide ones), the
 * navigation's links, then the languages' where the site has more than one.
 */
const navLabels = [
  `button ${siteWords.themeToggle}`,
  ...navigation.map((item) => `link ${item.name}`),
  ...siteWords.languages.map((name) => `link ${name}`),
];
const footerLabels = socialLinks.map((link) => `link ${socialLinkName(link)}`);
const cardLabel = (title: string) => {
  const project = projects.find((candidate) => candidate.title === title)!;
  return `link ${project.title} ${project.duration}`;
};

/** The links written into content text (descriptions, About paragraphs), as Tab reaches them. */
const linksIn = (texts: readonly string[]) =>
  texts.flatMap((text) =>
    parseRichText(text)
      .flat()
      .flatMap((part) => (part.kind === 'link' ? [`link ${part.text}`] : [])),
  );

/** The controls each of the sample's pages has between the navigation and the footer, in reading order. */
const pageControls: Record<string, string[]> = {
  [routeTable.home.path]: [
    `link ${home.hobbyLinkText}`,
    // A download for each file, and View PDF where there is a PDF.
    ...resumeFiles(resume).map((file) => `link ${file.downloadLabel}`),
    ...(resume.pdf ? [`link ${siteWords.resume.viewPdf(resume.pdf)}`] : []),
  ],
  [routeTable.about.path]: linksIn(about.paragraphs),
  [routeTable.hobby.path]: linksIn(hobbies.map((hobby) => hobby.description)),
  [routeTable.projects.path]: projects.map((project) => cardLabel(project.title)),
  [unknownPath]: [`link ${siteWords.homeLink}`],
};

const e2e = useE2E();

afterAll(() => {
  const lowest = [...lowestRings.values()].sort((a, b) => a.ratio - b.ratio).slice(0, 4);
  process.stdout.write(
    `keyboard: lowest focus-ring contrasts:\n${lowest.map(({ ratio, where }) => `  ${ratio.toFixed(2)}:1 ${where}`).join('\n')}\n`,
  );
});

/** Opens `path` with a CDP session for accessibility-tree names; closes both afterwards. */
function withKeyboardPage(path: string, width: Width, run: (page: Page, cdp: CDPSession) => Promise<void>) {
  return withPage(e2e, path, { width }, async ({ page, problems }) => {
    // Once for the walk, which stays in one document: describeFocus reads the ring's colours with them.
    await installColourTools(page);
    const cdp = await page.context().newCDPSession(page);
    await run(page, cdp);
    await cdp.detach();
    expect(problems).toEqual(expectedProblemsOn(path));
  });
}

/** The popup's flow runs at one width (by turns); the skip link and each page's walk at every width. */
const atItsWidth = widthsByTurns(contentWidths);

describe.each(contentWidths)('keyboard only at %i px', (width) => {
  it('the first Tab shows the skip link, Enter moves focus to main, the next Tab reaches the page content', async () => {
    await withKeyboardPage(routeTable.home.path, width, async (page, cdp) => {
      const skipLink = page.getByRole('link', { name: siteWords.skipLink });
      const offScreen = await skipLink.evaluate((link) => link.getBoundingClientRect().bottom <= 0);
      expect(offScreen).toBe(true);

      await page.keyboard.press('Tab');
      const first = await focused(page, cdp);
      expect(first.label).toBe(skipLabel);
      expect(first.domIndex).toBe(0);
      // Visible when focused: inside the viewport and on top of whatever is beneath it.
      const shown = await skipLink.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.width > 0 && top === link;
      });
      expect(shown).toBe(true);

      await page.keyboard.press('Enter');
      await waitForFocus(page, 'main');
      expect(await page.evaluate(() => document.activeElement!.id)).toBe('main');
      expect(new URL(page.url()).pathname).toBe(routeTable.home.path);

      await page.keyboard.press('Tab');
      expect((await focused(page, cdp)).label).toBe(pageControls[routeTable.home.path][0]);

      // The skip link is the same on every page (the layout renders it): its ring is checked here.
      expect(focusProblems([first], `${width} px, every page`)).toEqual([]);
    });
  }, 30_000);

  it.each(visitedPages.map((page) => page.path))(
    'Tab visits every control of %s in document order with a 3:1 focus ring and a 24×24 px target',
    async (path) => {
      await withKeyboardPage(path, width, async (page, cdp) => {
        await skipAnimations(page);
        const stops = await tabThrough(page, cdp);
        const labels = stops.map((stop) => stop.label);
        // A page the sample lacks is held to the layout's controls around its own.
        const own = pageControls[path] ?? labels.slice(1 + navLabels.length, labels.length - footerLabels.length);
        expect(labels).toEqual([skipLabel, ...navLabels, ...own, ...footerLabels]);
        // Document order, and nothing tabbable is skipped.
        expect(stops.map((stop) => stop.domIndex)).toEqual(stops.map((_, index) => index));
        // The skip link's ring is checked once, in the skip-link test above.
        expect(focusProblems(stops.slice(1), `${width} px ${path}`)).toEqual([]);
      });
    },
    30_000,
  );

  atItsWidth(width)(
    'on /Projects a card (a link) opens with Enter, Tab stays inside the popup, Escape returns focus to the card',
    async () => {
      await withKeyboardPage(routeTable.projects.path, width, async (page, cdp) => {
        await skipAnimations(page);
        const dialog = page.getByRole('dialog');

        /** Presses Tab until the card of `title` has focus. */
        const tabTo = async (title: string) => {
          for (let press = 0; press < 20 + projects.length; press++) {
            await page.keyboard.press('Tab');
            if ((await focused(page, cdp)).label === cardLabel(title)) return;
          }
          throw new Error(`Tab never reached the card of ${title}`);
        };

        /**
         * Presses Tab and Shift+Tab round the popup's `controls` (4 times at least); focus must stay inside
         * it every time. Gives the controls' names and how many controls had focus.
         */
        const cycleInside = async (title: string, controls: number) => {
          const presses = Math.max(4, controls + 1);
          const seen: string[] = [];
          const stops: Focused[] = [];
          for (const key of [...Array<string>(presses).fill('Tab'), ...Array<string>(presses).fill('Shift+Tab')]) {
            await page.keyboard.press(key);
            const stop = await focused(page, cdp);
            expect({ key, inDialog: stop.isInDialog }).toEqual({ key, inDialog: true });
            stops.push(stop);
            seen.push(stop.label);
          }
          expect(focusProblems(stops, `${width} px ${title} popup`)).toEqual([]);
          return { labels: [...new Set(seen)], elements: new Set(stops.map((stop) => stop.domIndex)).size };
        };

        // Enter opens a card; Tab cycles through every control the popup has, and nothing else. Among
        // them: close, the code link or the unavailable contact button (which stays reachable so
        // keyboard users find it) and the description's links. One project of each kind, in grid order.
        const popups = [
          { project: projects.find((project) => !project.code), source: `button ${siteWords.popup.privateSource}` },
          { project: projects.find((project) => project.code), source: `link ${siteWords.popup.sourceLink}` },
        ]
          .filter((popup): popup is { project: (typeof projects)[number]; source: string } => !!popup.project)
          .sort((a, b) => projects.indexOf(a.project) - projects.indexOf(b.project));
        for (const { project, source } of popups) {
          await tabTo(project.title);
          await page.keyboard.press('Enter');
          await page.getByRole('dialog', { name: project.title }).waitFor();
          await waitForFocus(page, '[role="dialog"], [role="dialog"] *');
          const controls = await dialog.evaluate(
            (element) =>
              [...element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
                (candidate) =>
                  candidate.tabIndex >= 0 && !candidate.matches(':disabled') && candidate.checkVisibility(),
              ).length,
          );
          const { labels, elements } = await cycleInside(project.title, controls);
          expect(labels).toEqual(
            expect.arrayContaining([`button ${siteWords.popup.close}`, source, ...linksIn([project.description])]),
          );
          expect(elements).toBe(controls);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          // react-aria gives focus back in the next animation frame.
          await waitForFocus(page, '[data-project-card]');
          const back = await focused(page, cdp);
          expect(back.projectCard).toBe(project.id);
          expect(back.label).toBe(cardLabel(project.title));
          expect(focusProblems([back], `${width} px /Projects after Escape`)).toEqual([]);
        }
      });
    },
    45_000,
  );
});
