/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/**
 * Every page in each further language of the site (another owner's; the sample speaks one), in
 * Chromium: its heading in that language, `lang` on the page, no console problem, the offer of the
 * default language to a browser that prefers it, and axe and HTML_CodeSniffer with the offer shown.
 * A site of one language has no address under a language's prefix.
 */
import type { SiteContent } from '../../src/content';
import { contentFor } from '../../src/content/contentFor';
import { languageTag, textDirection } from '../../src/content/model';
import { furtherLanguages, pageAddresses, routeTableFor } from '../../src/routes/table';
import { languagePrefix, localPath } from '../../src/urls/languages';
import { headingAt, visitedPages } from '../support/routeTable';
import { codeSnifferErrors, codeSnifferMessages } from './codeSniffer';
import { axeViolations, contentWidths, notFoundDocumentMessage, useE2E, withPage } from './support';

const e2e = useE2E();
const [width] = contentWidths;

if (furtherLanguages.length === 0) {
  it('has no address under a language prefix: the site speaks one language', async () => {
    for (const prefix of ['/pt-br', '/en', '/de']) {
      const response = await fetch(`${e2e.site.origin}${prefix}${pageAddresses.about.path}`);
      expect(response.status).toBe(404);
    }
  });
} else {
  describe.each(furtherLanguages)('in %s', (tag) => {
    let content: SiteContent;
    beforeAll(async () => {
      content = await contentFor(tag);
    });

    it.each(visitedPages.map(({ path, status }) => [path, status] as const))(
      '%s: its heading in the language, the offer of the default language, and nothing for axe or HTML_CodeSniffer',
      async (path, status) => {
        const local = localPath(languagePrefix(tag), path);
        await withPage(e2e, local, { width }, async ({ page, problems, status: answered }) => {
          expect(answered).toBe(status);
          expect(await page.locator('main h1').textContent()).toBe(headingAt(routeTableFor(content), path));
          expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
            languageTag(tag),
            textDirection(tag) === 'rtl' ? 'rtl' : '',
          ]);
          // The browser here prefers the default language: the page offers it, in its words.
          await page.locator('[data-language-notice]').waitFor();
          expect(await axeViolations(page)).toEqual([]);
          expect(codeSnifferErrors(await codeSnifferMessages(page))).toEqual([]);
          expect(problems).toEqual(status === 404 ? [notFoundDocumentMessage] : []);
        });
      },
      30_000,
    );
  });
}
