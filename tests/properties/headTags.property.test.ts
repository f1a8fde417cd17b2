/** @jest-environment node */
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { projects } from '../../src/content';
import { projectId, projectPageMeta } from '../../src/content/model';
import { headTags } from '../../src/prerender/headTags';
import type { PrerenderedPage } from '../../src/prerender/pages';
import { publicSite, siteAddress } from '../../src/prerender/publicSite';
import { sitemapXml } from '../../src/prerender/siteFiles';
import { projectRoute } from '../../src/routes/table';
import { routeTable } from '../../src/routes/siteTable';
import type { ShareImages } from '../../src/seo/shareImages';
import { anyText, runs, shownText } from './settings';

// An HTML parser folds "\r" into "\n" and drops or replaces NUL before reading any markup.
const text = shownText({ maxLength: 80 }).filter((value) => !/[\0\r]/.test(value));

/** A project of the content's, any fields it has, its title and description replaced. */
const [anyProject] = projects;

const image = { file: 'p.png', width: 1200, height: 630, bytes: 1, type: 'image/png' as const };
const images: ShareImages = {
  preview: image,
  pagePreviews: {},
  favicon: image,
  appleTouchIcon: image,
  manifestIcons: [],
  files: [],
};

/** A public address an owner may give: any host, a path of any Unicode (the URL parser encodes it). */
const address = fc
  .tuple(
    fc.domain(),
    fc.array(
      anyText({ minLength: 1, maxLength: 12 }).filter((part) => !/[/?#%\\]/.test(part)),
      { maxLength: 2 },
    ),
  )
  .map(([host, parts]) => `https://${host}/${parts.map(encodeURIComponent).join('/')}`);

// One window's parsers for every run: a new JSDOM per run would make the runs slow.
const { DOMParser } = new JSDOM().window;
const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const page = (title: string, description: string): PrerenderedPage => ({
  path: '/About',
  file: 'About.html',
  canonical: '/About',
  title,
  description,
});

describe('head tags', () => {
  it('carry any title and description to an HTML parser intact, adding no element', () => {
    fc.assert(
      fc.property(text, text, address, (title, description, siteUrl) => {
        const tags = headTags(page(title, description), {
          site: publicSite(siteUrl, '/'),
          images,
          themeColors: { light: '#fff', dark: '#000' },
        });
        const document = parseHtml(`<!doctype html><head>${tags}</head>`);
        const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
        expect(meta('meta[property="og:title"]')).toBe(title);
        expect(meta('meta[name="twitter:title"]')).toBe(title);
        expect(meta('meta[property="og:description"]')).toBe(description);
        expect(meta('meta[name="twitter:description"]')).toBe(description);
        const plain = headTags(page('t', 'd'), {
          site: publicSite(siteUrl, '/'),
          images,
          themeColors: { light: '#fff', dark: '#000' },
        });
        expect(document.head.children).toHaveLength(
          parseHtml(`<!doctype html><head>${plain}</head>`).head.children.length,
        );
        expect(document.body.children).toHaveLength(0);
      }),
      runs,
    );
  });

  it('give a project page the project’s title and its description as plain text', () => {
    fc.assert(
      fc.property(text, text, text, (title, description, owner) => {
        const meta = projectPageMeta({ ...anyProject, title, description }, owner);
        expect(meta.title.startsWith(title)).toBe(true);
        expect(meta.title.endsWith(owner)).toBe(true);
        expect(meta.description).not.toMatch(/\n\s*\n|\[[^\]]*\]\(https?:/);
      }),
      runs,
    );
  });
});

describe('the sitemap', () => {
  it('is well-formed XML, one <loc> per canonical page, whatever the site’s address and project titles', () => {
    fc.assert(
      fc.property(address, fc.array(text, { minLength: 1, maxLength: 20 }), (siteUrl, titles) => {
        const site = publicSite(siteUrl, '/');
        const ids = titles.map(projectId).filter((id) => id !== '');
        const pages = [
          ...Object.values(routeTable)
            .map((entry) => page(entry.title ?? '', ''))
            .map((entry, index) => ({
              ...entry,
              canonical: Object.values(routeTable)[index].path,
            })),
          ...ids.map((id) => ({ ...page('', ''), canonical: projectRoute.href(id) })),
        ];
        const xml = sitemapXml(pages, site);
        const parsed = new DOMParser().parseFromString(xml, 'application/xml');
        expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
        const locs = [...parsed.getElementsByTagName('loc')].map((loc) => loc.textContent);
        const canonical = [...new Set(pages.map((entry) => entry.canonical))];
        expect(locs).toEqual(canonical.map((path) => siteAddress(site, path)));
        for (const loc of locs) expect(loc).toMatch(/^https:\/\/[\x21-\x7e]+$/);
      }),
      runs,
    );
  });
});
