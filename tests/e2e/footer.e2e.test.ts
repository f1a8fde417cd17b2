/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The footer on every route in real Chromium against the production build: the follow text, the
 * social links with their names (a profile in a new tab, an e-mail address in the same one), 75 px icons and the copyright line with the current year;
 * the white 30 px tooltips on the home page and the projects page. The footer is one component on
 * every page: each route is checked at one width, the widths by turns (`widthsByTurns`), the two
 * pages with tooltips first, so each width meets them. Each icon, a simple-icons mark or the owner's
 * SVG, is drawn in the footer's text colour in the light and the dark theme (forced colours:
 * forced-colors.e2e.test.ts).
 */
import { footer as footerText, socialLinks } from '../../src/content';
import { copyrightFor, isMailAddress } from '../../src/content/model';
import { iconShare, waitUntilDrawnIn } from './images';
import { contentWidths, expectOpensNewTab, expectedProblemsOn, pageTests, useE2E, withPage } from './support';
import { widthsByTurns } from './widthsByTurns';
import { moveMouseAway, showTooltip } from './tooltip';
import { opensNewTab, socialLinkName } from '../support/siteWords';
import { tablePages, unknownPath } from '../support/routeTable';
import { routeTable } from '../../src/routes/siteTable';

const testTimeout = 30_000;

/** The tooltips are the same component on every page: hovered on the home page and on the longest one. */
const tooltipRoutes = [routeTable.home.path, routeTable.projects.path];
/**
 * Every page's address (an alias too) and an unknown one, the pages with tooltips first, with the
 * tooltips' part of the test's name where they are checked.
 */
const routes = [
  ...tooltipRoutes,
  ...[...tablePages.map((page) => page.path), unknownPath].filter((path) => !tooltipRoutes.includes(path)),
].map((path) => [path, tooltipRoutes.includes(path) ? ' and white 30 px tooltips' : ''] as const);

const e2e = useE2E();
const atItsWidth = widthsByTurns(contentWidths);

describe.each(contentWidths)('the footer at %i px', (width) => {
  const itOnPage = pageTests(e2e, testTimeout, atItsWidth(width));
  for (const [path, tooltips] of routes)
    atItsWidth(width)(
      `on ${path}: follow text, two new-tab links with 75 px icons${tooltips}, and the copyright`,
      async () => {
        await withPage(e2e, path, { width }, async ({ page, problems }) => {
          const footer = page.locator('footer');
          expect(await footer.count()).toBe(1);
          expect(await footer.getByText(footerText.followText, { exact: true }).count()).toBe(1);

          const links = footer.locator('a');
          expect(await links.count()).toBe(socialLinks.length);
          for (const social of socialLinks) {
            const isProfile = !isMailAddress(social.href);
            const name = socialLinkName(social);
            const link = footer.getByRole('link', { name, exact: true });
            expect(await link.count()).toBe(1);
            expect(await link.getAttribute('href')).toBe(social.href);
            expect(await link.getAttribute('target')).toBe(isProfile ? '_blank' : null);
            expect(await link.getAttribute('rel')).toBe(isProfile ? 'me noopener noreferrer' : 'me');

            // The icon, a picture of the link's words.
            const icon = link.locator('[aria-hidden="true"]');
            await icon.scrollIntoViewIfNeeded();
            expect((await icon.boundingBox())!.height).toBeCloseTo(75, 0);

            if (tooltips === '') continue;
            // Hover from elsewhere: the tooltip names the profile, in white 30 px text.
            await moveMouseAway(page);
            const tooltip = await showTooltip(page, link);
            expect((await tooltip.textContent())?.trim()).toBe(social.name);
            const looks = await tooltip.evaluate((element) => {
              const text = [...element.querySelectorAll('span')].find((span) => span.textContent?.trim()) ?? element;
              const style = getComputedStyle(text);
              return { color: style.color, fontSize: style.fontSize };
            });
            expect(looks).toEqual({ color: 'rgb(255, 255, 255)', fontSize: '30px' });
            const tip = (await tooltip.boundingBox())!;
            expect(tip.y + tip.height).toBeLessThanOrEqual((await link.boundingBox())!.y + 2);
          }
          await moveMouseAway(page);

          const year = new Date().getFullYear();
          const copyright = copyrightFor(footerText.copyright, year);
          expect(await footer.getByText(copyright, { exact: true }).count()).toBe(1);

          // Below the page content.
          const mainBottom = (await page.locator('main').boundingBox())!;
          expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(mainBottom.y + mainBottom.height);
          expect(problems).toEqual(expectedProblemsOn(path));
        });
      },
      testTimeout,
    );

  itOnPage(
    'a social link opens its profile in a new tab and leaves the site open',
    { path: '/About', width },
    async ({ page, problems }) => {
      const context = page.context();
      // The profiles are on other hosts this machine cannot reach: answer them locally.
      const profile = socialLinks.find((social) => !isMailAddress(social.href))!;
      await context.route(profile.href, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>profile</title>' }),
      );
      const link = page.locator('footer').getByRole('link', { name: opensNewTab(profile.name), exact: true });
      await expectOpensNewTab(page, link, profile.href);
      expect(new URL(page.url()).pathname).toBe('/About');
      expect(problems).toEqual([]);
    },
  );
});

describe("the footer's icons", () => {
  const itOnPage = pageTests(e2e, testTimeout);
  for (const colorScheme of ['light', 'dark'] as const)
    itOnPage(
      `are drawn in the footer's text colour in the ${colorScheme} theme, a simple-icons mark or the owner's SVG`,
      { path: '/About', width: 1280, colorScheme },
      async ({ page, problems }) => {
        const footer = page.locator('footer');
        const [text, background] = await footer.evaluate((node) => [
          getComputedStyle(node).color,
          getComputedStyle(node).backgroundColor,
        ]);
        for (const social of socialLinks) {
          const link = footer.getByRole('link', { name: socialLinkName(social), exact: true });
          const icon = link.locator('[aria-hidden="true"]');
          await icon.scrollIntoViewIfNeeded();
          expect(await link.evaluate((node) => getComputedStyle(node).color)).toBe(text);
          // Its shape in that colour, its edges blending into the footer, no other colour.
          const drawn = await waitUntilDrawnIn(icon, text, background);
          expect({ icon: social.icon, ...drawn, share: drawn.share >= iconShare }).toEqual({
            icon: social.icon,
            share: true,
            otherColors: 0,
          });
        }
        expect(problems).toEqual([]);
      },
    );
});
