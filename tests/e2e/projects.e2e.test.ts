/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The projects page in real Chromium against the production build: heading, every card in the
 * content's order with their size, gap, colours and fade-in delays, the title tooltip above each card,
 * and the popup in both variants, closed by Escape, the close button and the backdrop.
 */
import type { Locator, Page } from 'playwright-core';
import { projects, projectsPage } from '../../src/content';
import { type Register, templateIt } from '../support/ownerRun';
import { startingWith } from '../support/projects';
import { words } from '../support/words';
import { siteWords } from '../support/siteWords';
import { projectRoute } from '../../src/routes/table';
import { hex, parseCssColour, type Rgb } from './contrast';
import { hexToRgb } from '../support/wcagContrast';
import { waitForFocus } from './focus';
import { waitForImage } from './images';
import { inlineBox } from './inlineBox';
import { type OpenedPage, pageTests, skipAnimations, useE2E, type Width, widths, withPage } from './support';
import { everyWidthInTheSample, widthsByTurns } from './widthsByTurns';
import { moveMouseAway, showTooltip } from './tooltip';
import { textFitProblems } from './textFit';
import { cardFadeInStepSeconds, cardTitleLines, theme } from '../../tokens/stitches.config';

// The cards' look as the tokens give it (tests/content/tokens.test.ts holds them to the spec).
const cardImagePx = parseFloat(theme.sizes.cardImage.value);
const cardGapPx = parseFloat(theme.space.cardGap.value);
const cardBlue = hex(hexToRgb(theme.colors.card.value));

const testTimeout = 40_000;

const titles = projects.map((project) => project.title);
// Content may have only one kind of project: the popup of each kind there is gets its test.
const withCode = projects.find((project) => project.code);
const withoutCode = projects.find((project) => !project.code);

const cards = (page: Page) => page.locator('main [data-project-card]');
const card = (page: Page, title: string) =>
  page.locator(`main [data-project-card="${projects.find((p) => p.title === title)!.id}"]`);

const e2e = useE2E();

/**
 * `it` for a test of the projects page after its fade-in: each run opens the page, jumps every
 * animation to its end at once, runs `body` and closes the page.
 */
function itOnProjects(
  name: string,
  { width, register = it }: { width: Width; register?: Register },
  body: (opened: OpenedPage) => Promise<void>,
) {
  register(
    name,
    () =>
      withPage(e2e, '/Projects', { width }, async (opened) => {
        await skipAnimations(opened.page);
        await body(opened);
      }),
    testTimeout,
  );
}

/** The `data-project-card` of the focused element, if any. */
const focusedCard = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-project-card') ?? null);

async function openPopup(page: Page, title: string): Promise<Locator> {
  await card(page, title).click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** A title of `length` characters made of the content's own titles, as long as an owner's might be. */
const longTitle = (length: number) =>
  Array.from({ length }, () => titles.join(' '))
    .join(' ')
    .slice(0, length)
    .trim();

/**
 * The popups' flows run at one width each, by turns; the layout, the fade and the tooltips at every
 * width (another owner's content at one width each, by turns).
 */
const atItsWidth = widthsByTurns(widths);
const layoutAt = everyWidthInTheSample(widths);

describe.each(widths)('the projects page at %i px', (width) => {
  itOnProjects(
    `keeps a row of cards even with a 70-character title: ${cardTitleLines} lines on the card, all of it in its name`,
    { width, register: layoutAt(width) },
    async ({ page, problems }) => {
      const title = longTitle(70);
      await cards(page)
        .first()
        .locator('picture + span > span')
        .first()
        .evaluate((element, text) => (element.textContent = text), title);
      const shown = await cards(page).evaluateAll((links) =>
        links.map((link) => {
          const titleElement = link.querySelector('picture + span > span')!;
          const style = getComputedStyle(titleElement);
          const lineHeight = Number.parseFloat(style.lineHeight) || 1.2 * Number.parseFloat(style.fontSize);
          const { top, height } = link.getBoundingClientRect();
          return { top, height, lines: Math.round(titleElement.getBoundingClientRect().height / lineHeight) };
        }),
      );
      const firstRow = shown.filter((card) => Math.abs(card.top - shown[0].top) < 1);
      if (width === 1280) expect(firstRow.length).toBeGreaterThanOrEqual(Math.min(shown.length, 2));
      for (const card of firstRow) expect(card.height).toBeCloseTo(firstRow[0].height, 0);
      expect(shown[0].lines).toBe(cardTitleLines);
      // Screen readers and the tooltip get the whole title: the card's name starts with all of it.
      const named = page.getByRole('link', { name: startingWith(title) });
      expect(await named.count()).toBe(1);
      expect(await textFitProblems(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  itOnProjects(
    'shows the heading, the exact subheading and every project card in order',
    { width, register: layoutAt(width) },
    async ({ page, problems }) => {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(projectsPage.heading);
      expect(await page.locator('main').getByText(projectsPage.subheading, { exact: true }).count()).toBe(1);

      expect(await cards(page).count()).toBe(projects.length);
      const shown = await cards(page).evaluateAll((buttons) =>
        buttons.map((button) => button.querySelector('picture + span > span')?.textContent ?? ''),
      );
      expect(shown).toEqual(titles);
      // Each card is a link to its project's address that opens a dialog, named by its title.
      for (const title of titles) {
        expect(await page.getByRole('link', { name: startingWith(title) }).count()).toBe(1);
      }
      expect(problems).toEqual([]);
    },
  );

  // One real fade-in per width: its timing as it starts, from the styles, then the cards as it leaves
  // them. The fades are jumped to their end rather than waited for (5.5 s for eleven cards): a
  // finished animation leaves each card as one that ran its course.
  pageTests(e2e, testTimeout, layoutAt(width))(
    `fades the cards in on the first load, each ${cardFadeInStepSeconds} s after the previous one, and draws every card blue with a white glow and a ${cardImagePx} px image, ${cardGapPx} px apart`,
    { path: '/Projects', width },
    async ({ page, problems }) => {
      // Each card's fade and its delay, from its style: the first card's 0.6 s fade may be over by now
      // on a busy machine, so the running animations would not list it.
      const fades = await cards(page).evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = getComputedStyle(button);
          return { name: style.animationName, delayMs: parseFloat(style.animationDelay) * 1000 };
        }),
      );
      expect(fades.map((fade) => fade.delayMs)).toEqual(
        projects.map((_, index) => index * cardFadeInStepSeconds * 1000),
      );
      expect(new Set(fades.map((fade) => fade.name)).size).toBe(1);
      expect(fades[0].name).not.toBe('none');
      // Each picture stays hidden until its turn: its fade holds its first frame through the delay.
      // (Reading the last one's opacity instead would depend on how long the page took to load.)
      const fillModes = await cards(page).evaluateAll((buttons) =>
        buttons.map((button) => getComputedStyle(button.querySelector('img')!).animationFillMode),
      );
      for (const mode of fillModes) expect(mode).toMatch(/^(both|backwards)$/);

      // Images below the fold load lazily; their height is fixed either way. (Scrolled to once the
      // fades are over: a card that is still moving is not scrolled to before it stops.)
      await skipAnimations(page);
      for (const button of await cards(page).all()) await button.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));

      const looks = await cards(page).evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = getComputedStyle(button);
          const item = button.closest('li')!.getBoundingClientRect();
          return {
            background: style.backgroundColor,
            shadow: style.boxShadow,
            animationName: style.animationName,
            animationDelay: style.animationDelay,
            opacity: style.opacity,
            imageOpacity: getComputedStyle(button.querySelector('img')!).opacity,
            imageHeight: button.querySelector('img')!.getBoundingClientRect().height,
            item: {
              rect: item.toJSON() as DOMRect,
              direction: getComputedStyle(button).direction,
              viewportWidth: document.documentElement.clientWidth,
            },
          };
        }),
      );
      expect(looks).toHaveLength(projects.length);
      looks.forEach((look, index) => {
        expect(hex(parseCssColour(look.background)!.slice(0, 3) as Rgb)).toBe(cardBlue);
        expect(look.imageHeight).toBeCloseTo(cardImagePx, 0);
        // A white-ish glow: a light, visibly opaque shadow colour.
        const glow = look.shadow.match(/rgba?\([^)]*\)/g) ?? [];
        expect(
          glow
            .map((colour) => parseCssColour(colour)!)
            .some(([r, g, b, a]) => r >= 240 && g >= 240 && b >= 240 && a >= 0.3),
        ).toBe(true);
        expect(look.animationName).not.toBe('none');
        expect(look.animationDelay).toBe(`${index * cardFadeInStepSeconds}s`);
        // Every card and picture ends fully visible.
        expect([look.opacity, look.imageOpacity]).toEqual(['1', '1']);
      });

      const grid = page.locator('main ul').filter({ has: page.locator('[data-project-card]') });
      const gaps = await grid.evaluate((element) => {
        const style = getComputedStyle(element);
        return { row: style.rowGap, column: style.columnGap };
      });
      expect(gaps).toEqual({ row: `${cardGapPx}px`, column: `${cardGapPx}px` });

      // By the line's start and end: the grid reads from the right in a right-to-left language.
      const items = looks.map((look) => inlineBox(look.item));
      // The gaps between cards, as far as the content has cards (the sample's seven make two rows).
      const [first, second = first] = items;
      const below = items.find((item) => item.top > first.bottom);
      if (second === first) {
        expect(items).toHaveLength(1);
      } else if (width === 1280) {
        // Side by side on a desktop: 20 px between the columns…
        expect(second.top).toBeCloseTo(first.top, 0);
        expect(second.start - first.end).toBeCloseTo(cardGapPx, 0);
        // …and between the rows.
        if (below) expect(below.top - first.bottom).toBeCloseTo(cardGapPx, 0);
      } else {
        // One column on a phone: 20 px between the rows.
        expect(second.start).toBeCloseTo(first.start, 0);
        expect(second.top - first.bottom).toBeCloseTo(cardGapPx, 0);
      }
      expect(problems).toEqual([]);
    },
  );

  itOnProjects(
    "shows each card's title in a tooltip above the card on hover",
    { width, register: layoutAt(width) },
    async ({ page, problems }) => {
      await moveMouseAway(page);
      for (const title of titles) {
        const button = card(page, title);
        // Room above the card for the tooltip.
        await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const tooltip = await showTooltip(page, button);
        expect((await tooltip.textContent())?.trim()).toBe(title);
        const tip = (await tooltip.boundingBox())!;
        const box = (await button.boundingBox())!;
        expect(tip.y + tip.height).toBeLessThanOrEqual(box.y + 2);
        // Horizontally over the card.
        expect(tip.x + tip.width / 2).toBeGreaterThan(box.x);
        expect(tip.x + tip.width / 2).toBeLessThan(box.x + box.width);
        // The tooltip repeats the card's title: it does not describe the card, or the title is heard twice.
        expect(await button.getAttribute('aria-describedby')).toBeNull();
        // Gone at once with Escape rather than after the pointer's grace away from the card, and the
        // pointer off every card: no card's tooltip shows, or lies over the next card, as it is
        // scrolled to.
        await page.keyboard.press('Escape');
        await moveMouseAway(page);
      }
      expect(await page.getByRole('tooltip').count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  if (withCode)
    itOnProjects(
      'opens a project with public code in a dialog named after it with its image, a same-tab code link and its details',
      { width, register: atItsWidth(width) },
      async ({ page, problems }) => {
        const project = withCode;
        const dialog = await openPopup(page, project.title);
        expect(await page.getByRole('dialog').count()).toBe(1);
        expect(await dialog.getByRole('heading').first().textContent()).toBe(project.title);

        const image = dialog.getByRole('img');
        await image.waitFor();
        await waitForImage(page, '[role="dialog"] img');
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        expect((await image.boundingBox())!.height).toBeGreaterThan(50);

        const source = dialog.getByRole('link', { name: siteWords.popup.sourceLink, exact: true });
        expect(await source.getAttribute('href')).toBe(project.link);
        expect(await source.getAttribute('target')).toBeNull();
        expect(await dialog.getByRole('button', { name: siteWords.popup.privateSource }).count()).toBe(0);

        const text = words(await dialog.innerText());
        expect(text).toContain(`${siteWords.popup.duration} ${project.duration}`);
        expect(text).toContain(`${siteWords.popup.stack} ${project.stack}`);
        expect(text).toContain(`${siteWords.popup.description} ${words(project.description)}`);
        expect(await dialog.getByText(siteWords.popup.duration, { exact: true }).count()).toBe(1);
        expect(await dialog.getByText(siteWords.popup.stack, { exact: true }).count()).toBe(1);
        expect(await dialog.getByText(siteWords.popup.description, { exact: true }).count()).toBe(1);
        expect(problems).toEqual([]);
      },
    );

  if (withoutCode)
    itOnProjects(
      'opens a project without public code with a disabled contact button and no code link',
      { width, register: atItsWidth(width) },
      async ({ page, problems }) => {
        const project = withoutCode;
        const dialog = await openPopup(page, project.title);
        const contact = dialog.getByRole('button', { name: siteWords.popup.privateSource, exact: true });
        expect(await contact.isDisabled()).toBe(true);
        expect(await dialog.getByRole('link', { name: siteWords.popup.sourceLink }).count()).toBe(0);
        const text = words(await dialog.innerText());
        expect(text).toContain(`${siteWords.popup.duration} ${project.duration}`);
        expect(text).toContain(`${siteWords.popup.stack} ${project.stack}`);
        // Pressing the disabled button does nothing: the dialog stays, the page stays.
        await contact.click({ force: true });
        expect(await page.getByRole('dialog', { name: project.title }).count()).toBe(1);
        expect(new URL(page.url()).pathname).toBe(projectRoute.href(project.id));
        expect(page.context().pages()).toHaveLength(1);
        expect(problems).toEqual([]);
      },
    );

  itOnProjects(
    'closes the dialog with Escape, the close button and a backdrop click, each time returning focus to its card',
    { width, register: atItsWidth(width, templateIt) },
    async ({ page, problems }) => {
      const closers: { title: string; how: string; close: (dialog: Locator) => Promise<void> }[] = [
        { title: titles[0], how: 'Escape', close: () => page.keyboard.press('Escape') },
        {
          title: titles[1 % titles.length],
          how: 'the close button',
          close: (dialog) => dialog.getByRole('button', { name: siteWords.popup.close, exact: true }).click(),
        },
        { title: titles.at(-1)!, how: 'the backdrop', close: () => page.mouse.click(5, 5) },
        {
          title: titles[Math.floor(titles.length / 2)],
          how: 'Escape again',
          close: () => page.keyboard.press('Escape'),
        },
      ];
      for (const closer of closers) {
        const id = projects.find((project) => project.title === closer.title)!.id;
        const dialog = await openPopup(page, closer.title);
        // Only this project shows: the previous selection was cleared.
        expect(await page.getByRole('dialog').count()).toBe(1);
        expect(await dialog.getByRole('heading').first().textContent()).toBe(closer.title);

        await closer.close(dialog);
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await waitForFocus(page, `[data-project-card="${id}"]`);
        expect({ how: closer.how, open: await page.getByRole('dialog').count() }).toEqual({ how: closer.how, open: 0 });
        expect({ how: closer.how, focus: await focusedCard(page) }).toEqual({ how: closer.how, focus: id });
      }
      expect(new URL(page.url()).pathname).toBe('/Projects');
      expect(problems).toEqual([]);
    },
  );
});
