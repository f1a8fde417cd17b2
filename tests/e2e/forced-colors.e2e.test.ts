/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * Forced colours (Windows High Contrast; emulated by Chromium with its light and dark system
 * palettes): shadows and theme colours are gone, so every cue must be drawn in a system colour —
 * the current page in Highlight and only it, edges on cards, boxes, the popup and the tooltip,
 * focus rings in Highlight, the unavailable contact button in GrayText, the footer's icons in the
 * links' LinkText.
 */
import type { Locator, Page } from 'playwright-core';
import { projects, socialLinks } from '../../src/content';
import { navigation } from '../../src/routes/siteTable';
import { siteWords, socialLinkName } from '../support/siteWords';
import { iconShare, waitUntilDrawnIn } from './images';
import { cardLink, codeProject, pressProjectCard, privateProject as unavailableOne, showCardTooltip } from './states';
import { pageTests, useE2E, withPage } from './support';

const testTimeout = 30_000;
const schemes = ['light', 'dark'] as const;

const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);

type SystemColor = 'Highlight' | 'Canvas' | 'CanvasText' | 'LinkText' | 'ButtonText' | 'GrayText';

/** What a system colour resolves to in this palette, as computed styles write it. */
function systemColor(page: Page, name: SystemColor): Promise<string> {
  return page.evaluate((color) => {
    const probe = document.createElement('div');
    probe.style.cssText = `color: ${color}; forced-color-adjust: none`;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, name);
}

interface Edge {
  style: string;
  width: number;
  color: string;
}

/** The element's four borders, or `mixed` when they differ. */
const edgeOf = (element: Locator): Promise<Edge | 'mixed'> =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) => ({
      style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
      width: parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
      color: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
    }));
    return sides.every((side) => JSON.stringify(side) === JSON.stringify(sides[0])) ? sides[0] : 'mixed';
  });

async function expectEdgeIn(element: Locator, color: string): Promise<void> {
  expect(await edgeOf(element)).toEqual({ style: 'solid', width: expect.any(Number), color });
  expect(((await edgeOf(element)) as Edge).width).toBeGreaterThanOrEqual(1);
}

const outlineColorOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).outlineColor);

/** Presses Tab until `target` has focus (at most 30 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error('Tab never reached the target');
}

describe.each(schemes)('forced colours, %s palette', (colorScheme) => {
  const options = { forcedColors: 'active', colorScheme } as const;

  itOnPage(
    'the current page alone is marked, in Highlight',
    { path: '/About', ...options },
    async ({ page, problems }) => {
      const highlight = await systemColor(page, 'Highlight');
      for (const item of navigation) {
        const link = page
          .getByRole('navigation', { name: siteWords.navigation })
          .getByRole('link', { name: item.name, exact: true });
        // No link draws a border that forced colours would paint in the link colour.
        expect(await link.evaluate((node) => getComputedStyle(node).borderBottomStyle)).toBe('none');
        const marker = await link.evaluate((node) => {
          const bar = getComputedStyle(node, '::after');
          return bar.content === 'none' ? null : { color: bar.backgroundColor, height: parseFloat(bar.height) };
        });
        if (item.href === '/About') expect(marker).toEqual({ color: highlight, height: expect.any(Number) });
        else expect(marker).toBeNull();
      }
      expect(problems).toEqual([]);
    },
  );

  itOnPage('focus rings are drawn in Highlight', { path: '/About', ...options }, async ({ page, problems }) => {
    const highlight = await systemColor(page, 'Highlight');
    const link = page.getByRole('link', { name: navigation[0].name });
    await tabTo(page, link);
    expect(await link.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
    expect(await outlineColorOf(link)).toBe(highlight);
    expect(problems).toEqual([]);
  });

  itOnPage(
    'project cards keep an edge and a Highlight ring; the tooltip has a border',
    { path: '/Projects', ...options },
    async ({ page, problems }) => {
      const [buttonText, canvasText, highlight] = await Promise.all([
        systemColor(page, 'ButtonText'),
        systemColor(page, 'CanvasText'),
        systemColor(page, 'Highlight'),
      ]);
      for (const project of projects) await expectEdgeIn(cardLink(page, project.title), buttonText);

      const first = cardLink(page, projects[0].title);
      await tabTo(page, first);
      expect(await outlineColorOf(first)).toBe(highlight);

      const second = projects[1] ?? projects[0];
      await showCardTooltip(page, second.title);
      await expectEdgeIn(page.getByRole('tooltip', { name: second.title }), canvasText);
      expect(problems).toEqual([]);
    },
  );

  // A private project's popup, where the content has one.
  const privateProject = unavailableOne;
  if (privateProject)
    itOnPage(
      'the popup has an edge, and the unavailable contact button is in GrayText',
      { path: '/Projects', ...options },
      async ({ page, problems }) => {
        const [canvasText, grayText] = await Promise.all([
          systemColor(page, 'CanvasText'),
          systemColor(page, 'GrayText'),
        ]);
        await pressProjectCard(page, privateProject.title);
        const sheet = page.getByRole('dialog').locator('..');
        await expectEdgeIn(sheet, canvasText);
        const unavailable = page.getByRole('button', { name: siteWords.popup.privateSource });
        expect(await unavailable.evaluate((node) => getComputedStyle(node).color)).toBe(grayText);
        await expectEdgeIn(unavailable, grayText);
        await page.keyboard.press('Escape');

        // The other variant: its link is an ordinary button-like link, not greyed.
        if (codeProject) {
          await pressProjectCard(page, codeProject.title);
          const source = page.getByRole('link', { name: siteWords.popup.sourceLink });
          expect(await source.evaluate((node) => getComputedStyle(node).color)).not.toBe(grayText);
        }
        expect(problems).toEqual([]);
      },
    );

  // Drawn in the text's colour (currentColor), a mark or an owner's SVG takes the link's system colour;
  // an SVG cut out of a box (a mask) must not have that box painted in Canvas, as the footer is.
  itOnPage(
    "the footer's icons are drawn in the links' colour, LinkText, a simple-icons mark or the owner's SVG",
    { path: '/About', ...options },
    async ({ page, problems }) => {
      const [canvas, linkText] = await Promise.all([systemColor(page, 'Canvas'), systemColor(page, 'LinkText')]);
      const footer = page.locator('footer');
      expect(await footer.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(canvas);
      for (const social of socialLinks) {
        const link = footer.getByRole('link', { name: socialLinkName(social), exact: true });
        const icon = link.locator('[aria-hidden="true"]');
        await icon.scrollIntoViewIfNeeded();
        expect(await link.evaluate((node) => getComputedStyle(node).color)).toBe(linkText);
        const drawn = await waitUntilDrawnIn(icon, linkText, canvas);
        expect({ icon: social.icon, ...drawn, share: drawn.share >= iconShare }).toEqual({
          icon: social.icon,
          share: true,
          otherColors: 0,
        });
      }
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['/Hobby', 'article'],
    ['/', 'section[aria-labelledby="resume-heading"]'],
  ])(
    'the boxes on %s keep an edge',
    async (path, selector) => {
      await withPage(e2e, path, options, async ({ page, problems }) => {
        const canvasText = await systemColor(page, 'CanvasText');
        const boxes = page.locator(selector);
        expect(await boxes.count()).toBeGreaterThan(0);
        for (const box of await boxes.all()) await expectEdgeIn(box, canvasText);
        expect(problems).toEqual([]);
      });
    },
    testTimeout,
  );
});
