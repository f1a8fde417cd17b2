/** @jest-environment node */
/**
 * hreflang and the sitemap name a page in a further language only where its main content is in that
 * language: a page whose words the language's file leaves out still shows (in the default language's
 * words), but is in no set of alternates. On the owner's content, whatever its language.
 */
import { siteContent } from '../../src/content';
import { languageTag } from '../../src/content/model';
import { contentIn } from '../../src/content/translate';
import { prerenderedPagesIn } from '../../src/prerender/pages';
import { publicSite } from '../../src/prerender/publicSite';
import { sitemapXml } from '../../src/prerender/siteFiles';
import { languagePrefix } from '../../src/urls/languages';
import { translationOf } from '../support/translations';

const tag = siteContent.language.startsWith('fr') ? 'de' : 'fr';
const prefix = languagePrefix(tag);
const whole = translationOf(siteContent, (text) => `(${tag}) ${text}`);
const [left, ...kept] = siteContent.projects;
const { [left.id]: _left, ...projects } = whole.projects;
const content = contentIn(siteContent, tag, { ...whole, about: undefined, projects });
const pages = prerenderedPagesIn([
  { language: siteContent.language, content: siteContent },
  { language: tag, content },
]);
const site = publicSite('https://owner.example', '/');

const pageAt = (path: string) => {
  const page = pages.find((candidate) => candidate.path === path);
  if (page === undefined) throw new Error(`No page at ${path}`);
  return page;
};
const languagesOf = (path: string) => (pageAt(path).alternates ?? []).map(({ language }) => language);
const projectPath = (id: string) => `/Projects/${encodeURIComponent(id)}`;

describe('a further language that leaves a page’s main content out', () => {
  const untranslated = ['/About', '/Projects', projectPath(left.id)];
  const translated = ['/', '/Hobby', ...kept.map(({ id }) => projectPath(id))];

  it('still has the page, in no set of alternates, and the default language’s page names only itself', () => {
    for (const path of untranslated) {
      expect([path, pageAt(`${prefix}${path}`).untranslated, languagesOf(`${prefix}${path}`)]).toEqual([
        path,
        true,
        [],
      ]);
      expect([path, languagesOf(path)]).toEqual([path, [siteContent.language]]);
    }
  });

  it('pairs every page whose main content it translates, both ways', () => {
    for (const path of translated) {
      const own = path === '/' ? `${prefix}/` : `${prefix}${path}`;
      expect([path, languagesOf(path)]).toEqual([path, [siteContent.language, tag]]);
      expect([path, languagesOf(own)]).toEqual([path, [siteContent.language, tag]]);
    }
  });

  it('leaves the page out of the sitemap, with its hreflang links', () => {
    const sitemap = sitemapXml(pages, site);
    for (const path of untranslated) {
      expect(sitemap).not.toContain(`<loc>https://owner.example${prefix}${path}</loc>`);
      expect(sitemap).not.toContain(`hreflang="${languageTag(tag)}" href="https://owner.example${prefix}${path}"`);
    }
    for (const path of translated.filter((path) => path !== '/')) {
      expect(sitemap).toContain(`<loc>https://owner.example${prefix}${path}</loc>`);
    }
  });
});
