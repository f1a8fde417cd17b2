/**
 * What search engines, link previews and home screens read in every build: per-page Open Graph and
 * Twitter tags with a real 1200×630 image, icons, the web manifest, a JSON-LD Person on Home, the
 * sitemap and robots.txt, and the rules static hosts read.
 *
 * @jest-environment node
 */
import { decodeMarkup } from '../support/htmlText';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { language, owner, pageMeta, projects, siteUrl, socialLinks } from '../../src/content';
import { manifestLanguage } from '../../src/content/model';
import { pageFile } from '../../src/http/urlPolicy.mjs';
import { contentFor } from '../../src/content/contentFor';
import { prerenderedPagesIn } from '../../src/prerender/pages';
import { projectRoute } from '../../src/routes/table';
import { siteLanguages } from '../../src/routes/siteTable';
import { localPath, prefixIn } from '../../src/urls/languages';
import { fillIn } from '../../src/text/fillIn';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { tablePages } from '../support/routeTable';

let site: BuiltSite;

beforeAll(async () => {
  site = await buildAndServe();
}, 120_000);

afterAll(() => site?.close());

const read = (file: string) => readFileSync(join(site.dist, file), 'utf8');
/** The public address of a path: `siteUrl`, with or without a path of its own, joined with it. */
const address = (path: string) => `${siteUrl.replace(/\/*$/, '/')}${path.replace(/^\//, '')}`;
/** The path on this server (the build is for `/`) of an absolute address of the site. */
function servedPath(href: string): string {
  expect(href.startsWith(address('/'))).toBe(true);
  return `/${href.slice(address('/').length)}`;
}

/** The `content` of a `<meta property|name="key">` tag, decoded. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match ? decodeMarkup(match[1]) : undefined;
}

const pages = tablePages.map((page) => ({ ...page, meta: page }));

/** Open Graph's `language_TERRITORY` for the content's language (`en-GB` → `en_GB`; `fr` → `fr_FR`). */
const ogLocale = (({ language: base, region }) => `${base}_${region}`)(new Intl.Locale(language).maximize());

describe('link previews', () => {
  it.each(pages)('$file has Open Graph and Twitter tags of its own', ({ file, meta, canonical }) => {
    const html = read(file);
    expect(metaContent(html, 'og:title')).toBe(meta.title);
    expect(metaContent(html, 'og:description')).toBe(meta.description);
    expect(metaContent(html, 'og:url')).toBe(address(canonical));
    expect(metaContent(html, 'og:site_name')).toBe(owner.name);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe(meta.title);
    expect(metaContent(html, 'twitter:description')).toBe(meta.description);
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    expect(metaContent(html, 'og:image:alt')).toContain(owner.name);
    expect(metaContent(html, 'og:locale')).toBe(ogLocale);
  });

  it("points every page at one real 1200×630 JPEG preview: the owner's portrait", async () => {
    const images = new Set(pages.map(({ file }) => metaContent(read(file), 'og:image')));
    expect(images.size).toBe(1);
    const [image] = [...images];
    expect(image!.startsWith(address('/share-preview-'))).toBe(true);
    expect(image).toMatch(/\/share-preview-[0-9a-f]+\.jpg$/);
    const served = servedPath(image!);
    const file = readFileSync(join(site.dist, served));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(metaContent(read('index.html'), 'og:image:width')).toBe('1200');
    expect(metaContent(read('index.html'), 'og:image:height')).toBe('630');
    const response = await fetch(`${site.origin}${served}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(metaContent(read('index.html'), 'og:image:alt')).toBe(owner.portrait.alt);
  });

  it("gives each project's address its own 1200×630 preview: the project's picture", async () => {
    const ownerPreview = metaContent(read('index.html'), 'og:image');
    const seen = new Set<string>();
    const pictures = new Map<string, string>();
    for (const project of projects) {
      const html = read(pageFile(projectRoute.href(project.id)));
      const image = metaContent(html, 'og:image')!;
      expect(image).toMatch(new RegExp(`/share-preview-${encodeURIComponent(project.id)}-[0-9a-f]+\\.jpg$`));
      expect(image).not.toBe(ownerPreview);
      expect(metaContent(html, 'twitter:image')).toBe(image);
      expect(metaContent(html, 'og:image:alt')).toBe(fillIn(pageMeta.project.previewAlt, { title: project.title }));
      const file = readFileSync(join(site.dist, decodeURIComponent(servedPath(image))));
      expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      // The project's picture: projects that share a picture share a preview, no others.
      const pixels = (await sharp(file).raw().toBuffer()).toString('base64');
      expect(pictures.get(project.image) ?? pixels).toBe(pixels);
      if (!pictures.has(project.image)) expect(seen.has(pixels)).toBe(false);
      pictures.set(project.image, pixels);
      seen.add(pixels);
    }
  });

  it('describes the owner as a schema.org Person on the home page only', () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
        JSON.parse(match[1]),
      );
    const person = {
      '@type': 'Person',
      name: owner.name,
      jobTitle: owner.role,
      url: address('/'),
      sameAs: socialLinks.map((link) => link.href),
    };
    // A site in more than one language says which one the page is in: the Person is the profile
    // page's main entity.
    const described =
      siteLanguages.length > 1
        ? {
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            inLanguage: language,
            mainEntity: expect.objectContaining(person),
          }
        : { '@context': 'https://schema.org', ...person };
    for (const file of ['index.html', 'Home.html']) {
      expect(jsonLd(read(file))).toEqual([expect.objectContaining(described)]);
    }
    for (const file of ['About.html', 'Hobby.html', 'Projects.html', '404.html'])
      expect(jsonLd(read(file))).toEqual([]);
  });

  it('links the SVG and PNG favicons, the apple-touch icon and the manifest, all of which exist', async () => {
    const html = read('About.html');
    const hrefs = {
      svg: /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1],
      png: /<link rel="icon" href="([^"]+)" type="image\/png" sizes="32x32">/.exec(html)?.[1],
      apple: /<link rel="apple-touch-icon" href="([^"]+)">/.exec(html)?.[1],
      manifest: /<link rel="manifest" href="([^"]+)">/.exec(html)?.[1],
    };
    expect(hrefs).toEqual({
      svg: '/favicon.svg',
      png: '/favicon-32.png',
      apple: '/apple-touch-icon.png',
      manifest: '/manifest.webmanifest',
    });
    for (const href of Object.values(hrefs)) expect((await fetch(`${site.origin}${href}`)).status).toBe(200);
    expect(await sharp(join(site.dist, 'favicon-32.png')).metadata()).toMatchObject({ width: 32, height: 32 });
    expect(await sharp(join(site.dist, 'apple-touch-icon.png')).metadata()).toMatchObject({ width: 180, height: 180 });
    const manifest = JSON.parse(read('manifest.webmanifest'));
    expect(manifest).toMatchObject({ name: owner.name, short_name: owner.firstName, start_url: '/', scope: '/' });
    expect({ lang: manifest.lang, dir: manifest.dir }).toEqual({ dir: undefined, ...manifestLanguage(language) });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const response = await fetch(`${site.origin}${icon.src}`);
      expect(response.status).toBe(200);
    }
  });

  it.each([...pages.map(({ file }) => file), '404.html'])('gives %s one theme colour per colour scheme', (file) => {
    const html = read(file);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)">/);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)">/);
    expect(html.match(/name="theme-color"/g)).toHaveLength(2);
  });
});

describe('search', () => {
  it("lists each page once, at its canonical address, in sitemap.xml, each project's address included", async () => {
    const urls = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every language's content knows each project's id in every language (its own slug there, if any).
    const content = await contentFor(undefined);
    const pageAddresses = new Set(tablePages.map((page) => page.canonical));
    // A page whose main content a language leaves out (it is added a page at a time) is not listed in it.
    const contents = await Promise.all(
      siteLanguages.map(async (tag) => ({ language: tag, content: await contentFor(tag) })),
    );
    const leftOut = new Set(
      prerenderedPagesIn(contents)
        .filter((page) => page.untranslated)
        .map((page) => page.path),
    );
    // Each language's pages after the default language's, under its prefix.
    expect(urls).toEqual(
      siteLanguages.flatMap((tag) =>
        [...pageAddresses, ...content.projects.map((project) => projectRoute.hrefIn(project, tag))]
          .map((path) => localPath(prefixIn(tag, language), path))
          .filter((path) => !leftOut.has(path))
          .map(address),
      ),
    );
    expect(read('sitemap.xml')).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('lets crawlers in and points them at the sitemap in robots.txt', async () => {
    const robots = await fetch(`${site.origin}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${address('/sitemap.xml')}`);
  });
});

describe('static-host rules', () => {
  it('writes _redirects with the case rules and no catch-all, and _headers with one strict policy', () => {
    const redirects = read('_redirects');
    expect(redirects).toMatch(/^\/about \/About 301$/m);
    expect(redirects).not.toMatch(/^\/\*/m);
    const headers = read('_headers');
    expect(headers.match(/Content-Security-Policy:/g)).toHaveLength(1);
    expect(headers).toMatch(/^\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(headers).not.toMatch(/unsafe-/);
  });
});
