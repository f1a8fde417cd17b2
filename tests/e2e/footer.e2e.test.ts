/** @jest-environment node */
/*
 * The footer on every route in real Chromium against the production build: 'Follow me on:', the two
 * new-tab social links with their names, 75 px icons, the white 30 px tooltip and the copyright line
 * with the current year.
 */
import { owner, socialLinks } from '../../src/content/site';
import { type E2E, notFoundDocumentMessage, openPage, startE2E, widths } from './support';

const testTimeout = 30_000;

const routes = ['/', '/Home', '/About', '/Hobby', '/Projects', '/nope'];

let e2e: E2E & { close: () => Promise<void> };

beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);

afterAll(async () => {
  await e2e?.close();
});

describe.each(widths)('the footer at %i px', (width) => {
  it.each(routes)(
    'on %s: follow text, two new-tab links with 75 px icons and white 30 px tooltips, and the copyright',
    async (path) => {
      const { page, problems, close } = await openPage(e2e, path, { width });
      try {
        const footer = page.locator('footer');
        expect(await footer.count()).toBe(1);
        expect(await footer.getByText('Follow me on:', { exact: true }).count()).toBe(1);

        const links = footer.locator('a');
        expect(await links.count()).toBe(socialLinks.length);
        expect(socialLinks).toHaveLength(2);
        for (const social of socialLinks) {
          const link = footer.getByRole('link', { name: social.label, exact: true });
          expect(await link.count()).toBe(1);
          expect(await link.getAttribute('href')).toBe(social.href);
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

          const icon = link.locator('img');
          await icon.scrollIntoViewIfNeeded();
          await page.waitForFunction(
            (href) => {
              const img = document.querySelector<HTMLImageElement>(`footer a[href="${href}"] img`);
              return Boolean(img?.complete && img.naturalWidth > 0);
            },
            social.href,
          );
          expect((await icon.boundingBox())!.height).toBeCloseTo(75, 0);

          // Hover from elsewhere: the tooltip names the profile, in white 30 px text.
          await page.mouse.move(1, 1);
          await page.getByRole('tooltip').waitFor({ state: 'detached' });
          await link.hover();
          const tooltip = page.getByRole('tooltip');
          await tooltip.waitFor();
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
        await page.mouse.move(1, 1);
        await page.getByRole('tooltip').waitFor({ state: 'detached' });

        const year = new Date().getFullYear();
        const copyright = `© ${year} ${owner.firstName}. All rights reserved.`;
        expect(owner.firstName).toBe('Jamie');
        expect(await footer.getByText(copyright, { exact: true }).count()).toBe(1);

        // Below the page content.
        const mainBottom = (await page.locator('main').boundingBox())!;
        expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(mainBottom.y + mainBottom.height);
        expect(problems).toEqual(path === '/nope' ? [notFoundDocumentMessage] : []);
      } finally {
        await close();
      }
    },
    testTimeout,
  );

  it(
    'a social link opens its profile in a new tab and leaves the site open',
    async () => {
      const { page, problems, close } = await openPage(e2e, '/About', { width });
      try {
        const context = page.context();
        // The profiles are on other hosts this machine cannot reach: answer them locally.
        await context.route(socialLinks[0].href, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>profile</title>' }),
        );
        const link = page.locator('footer').getByRole('link', { name: socialLinks[0].label, exact: true });
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await tab.waitForURL(socialLinks[0].href);
        expect(tab.url()).toBe(socialLinks[0].href);
        expect(await tab.evaluate(() => window.opener)).toBeNull();
        expect(new URL(page.url()).pathname).toBe('/About');
        expect(context.pages()).toHaveLength(2);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    testTimeout,
  );
});
