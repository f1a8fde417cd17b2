/**
 * The rule for every absolute address the build writes: the public address as given (`SITE_URL`,
 * else `siteUrl`), its origin and path, joined with the page's path. The base path (`BASE_PATH`)
 * decides where the build's files are served, never the public address.
 *
 * @jest-environment node
 */
import { headTags, personJsonLd } from '../../src/prerender/headTags';
import { prerenderedPages } from '../../src/prerender/pages';
import { publicSite, siteAddress } from '../../src/prerender/publicSite';
import { robotsTxt, sitemapXml, webManifest } from '../../src/prerender/siteFiles';
import type { ShareImageFile, ShareImages } from '../../src/seo/shareImages';

const png = (file: string, width: number, height: number): ShareImageFile => ({
  file,
  width,
  height,
  bytes: 1,
  type: 'image/png',
});

const images: ShareImages = {
  preview: png('share-preview-abc.png', 1200, 630),
  pagePreviews: {},
  favicon: png('favicon-32.png', 32, 32),
  appleTouchIcon: png('apple-touch-icon.png', 180, 180),
  manifestIcons: [{ ...png('icon-192.png', 192, 192), purpose: 'any' }],
  files: [],
};

const page = (path: string) => prerenderedPages.find((candidate) => candidate.path === path)!;
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('the public address', () => {
  it.each([
    ['https://jamie.example.com', 'https://jamie.example.com/'],
    ['https://jamie.example.com/', 'https://jamie.example.com/'],
    ['https://priya.github.io/portfolio', 'https://priya.github.io/portfolio/'],
    ['https://priya.github.io/portfolio/', 'https://priya.github.io/portfolio/'],
    ['https://priya.github.io/portfolio//', 'https://priya.github.io/portfolio/'],
    ['HTTPS://Priya.GitHub.IO:443/portfolio', 'https://priya.github.io/portfolio/'],
    ['http://localhost:3000', 'http://localhost:3000/'],
  ])('%s is kept as %s', (given, address) => {
    expect(publicSite(given, '/').address).toBe(address);
  });

  it.each([
    'priya.github.io/portfolio',
    'ftp://priya.github.io',
    'https://x.dev/?a=1',
    'https://x.dev/#top',
    'https://me:pw@x.dev',
    '',
  ])('refuses %j, naming both settings', (given) => {
    expect(() => publicSite(given, '/')).toThrow(/SITE_URL, else siteUrl/);
  });
});

describe('an absolute address is the public address joined with the page path, whatever the base path', () => {
  it.each([
    // Published at a host's root, built for it (npm start, Netlify, Cloudflare Pages, a custom domain).
    ['https://jamie.example.com', '/', '/About', 'https://jamie.example.com/About'],
    ['https://jamie.example.com', '/', '/', 'https://jamie.example.com/'],
    // A GitHub Pages project site: the workflow passes SITE_URL with the path and BASE_PATH.
    ['https://priya.github.io/portfolio', '/portfolio/', '/About', 'https://priya.github.io/portfolio/About'],
    ['https://priya.github.io/portfolio', '/portfolio/', '/', 'https://priya.github.io/portfolio/'],
    // The same owner's site built for `/` (npm start on localhost): links still point at the public site.
    ['https://priya.github.io/portfolio', '/', '/About', 'https://priya.github.io/portfolio/About'],
    [
      'https://priya.github.io/portfolio',
      '/',
      '/Projects/colorize',
      'https://priya.github.io/portfolio/Projects/colorize',
    ],
    // Built for a sub-path while the public address says the root: the public address wins.
    ['https://jamie.example.com', '/repo-name/', '/About', 'https://jamie.example.com/About'],
  ])('%s built for %s: %s → %s', (given, basePath, path, address) => {
    expect(siteAddress(publicSite(given, basePath), path)).toBe(address);
  });
});

describe('the files that carry absolute addresses', () => {
  // Priya's site published at /portfolio on GitHub Pages, built for `/` to run it locally.
  const local = publicSite('https://priya.github.io/portfolio', '/');
  // The same site as the deploy workflow builds it.
  const pages = publicSite('https://priya.github.io/portfolio', '/portfolio/');

  it.each([
    ['built for /', local],
    ['built for /portfolio/', pages],
  ])('a page points at its public address (%s); its own files at the base path', (_, site) => {
    const html = headTags(page('/About'), { site, images, themeColors: { light: '#fff', dark: '#000' } });
    expect(attribute(html, /<link rel="canonical" href="([^"]+)">/)).toBe('https://priya.github.io/portfolio/About');
    expect(attribute(html, /<meta property="og:url" content="([^"]+)">/)).toBe(
      'https://priya.github.io/portfolio/About',
    );
    expect(attribute(html, /<meta property="og:image" content="([^"]+)">/)).toBe(
      'https://priya.github.io/portfolio/share-preview-abc.png',
    );
    expect(attribute(html, /<meta name="twitter:image" content="([^"]+)">/)).toBe(
      'https://priya.github.io/portfolio/share-preview-abc.png',
    );
    expect(attribute(html, /<link rel="manifest" href="([^"]+)">/)).toBe(`${site.basePath}manifest.webmanifest`);
    expect(attribute(html, /<link rel="apple-touch-icon" href="([^"]+)">/)).toBe(
      `${site.basePath}apple-touch-icon.png`,
    );
  });

  it('the home page is the public address itself, in its canonical link and JSON-LD', () => {
    const html = headTags(page('/'), { site: local, images, themeColors: { light: '#fff', dark: '#000' } });
    expect(attribute(html, /<link rel="canonical" href="([^"]+)">/)).toBe('https://priya.github.io/portfolio/');
    const person = JSON.parse(personJsonLd(local)) as { url: string; image: string };
    expect(person.url).toBe('https://priya.github.io/portfolio/');
    expect(person.image).toMatch(/^https:\/\/priya\.github\.io\/portfolio\/[^/]/);
  });

  it.each([
    ['built for /', local],
    ['built for /portfolio/', pages],
  ])('the sitemap and robots.txt list public addresses (%s)', (_, site) => {
    const sitemap = sitemapXml(prerenderedPages, site);
    expect(sitemap).toContain('<loc>https://priya.github.io/portfolio/</loc>');
    expect(sitemap).toContain('<loc>https://priya.github.io/portfolio/About</loc>');
    expect(sitemap).not.toContain('portfolio/portfolio');
    expect(sitemap).not.toContain('<loc>https://priya.github.io/About</loc>');
    expect(robotsTxt(site)).toContain('Sitemap: https://priya.github.io/portfolio/sitemap.xml');
  });

  it('the web manifest keeps to the base path', () => {
    for (const site of [local, pages]) {
      const manifest = JSON.parse(webManifest(site, images, { background: '#fff', theme: '#000' })) as {
        start_url: string;
        scope: string;
        icons: { src: string }[];
      };
      expect(manifest.start_url).toBe(site.basePath);
      expect(manifest.scope).toBe(site.basePath);
      for (const icon of manifest.icons) expect(icon.src.startsWith(site.basePath)).toBe(true);
    }
  });
});
