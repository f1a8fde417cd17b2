/**
 * Builds the production site once into a temporary folder, then checks the emitted files and the
 * production server that serves them.
 *
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { about, footer, hobbies, home, language, notFound, owner, projects, resume, siteUrl } from '../../src/content';
import { copyrightFor, htmlLanguageAttributes, resumeFiles } from '../../src/content/model';
import { contentImages } from '../../src/images/contentImages';
import { imageUses, sizesFor } from '../../src/images/imageBoxes';
import { imageInfo } from '../../src/images/manifest';
import { variantName, variantWidths } from '../../src/images/variants';
import { projectRoute } from '../../src/routes/table';
import { navigation, routeTable, sitePages } from '../../src/routes/siteTable';
import { escapeMarkup } from '../../src/text/escapeMarkup';
import { fileAddress } from '../../src/urls/basePath';
import { themeHeadScript } from '../../src/theme/colorTheme';
import { compileHint } from '../../src/build/compileHints';
import { tablePages, visitedPages } from '../support/routeTable';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { escapeRegExp } from '../support/projects';
import { startsAsItsFormat } from '../support/resumeFixtures';
import { metadataLeft } from '../support/phonePhoto';

let site: BuiltSite;
let dist: string;
let files: string[];
let origin: string;

const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** Text as React writes it into an element (head tags' attributes are written with escapeMarkup). */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** A page's public address: the site's address (which may have a path) and the page's path. */
const publicAddress = (path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

/** The photos of the content (SVGs are used as they are). */
const photos = [...new Set(contentImages)].filter((src) => /\.(jpe?g|png|webp)$/i.test(src));

beforeAll(async () => {
  site = await buildAndServe();
  ({ dist, files, origin } = site);
}, 120_000);

afterAll(() => site?.close());

/** Text deep in each page, to see that the whole page is in its file. */
const pageText: Record<string, string> = {
  [routeTable.home.path]: home.greeting,
  [routeTable.about.path]: about.paragraphs[0],
  [routeTable.hobby.path]: hobbies.at(-1)!.title,
  [routeTable.projects.path]: projects.at(-1)!.title,
};

/** Every page of the route table, at each of its addresses (the projects' own are checked below). */
const pages = tablePages.map((page) => ({ ...page, meta: page, text: pageText[page.canonical] }));

describe('the prerendered pages', () => {
  it.each(pages)(
    '$file holds its title, description, canonical URL, CSS and content',
    ({ file, meta, canonical, text }) => {
      const html = read(file);
      expect(html).toContain(`<title>${escapeMarkup(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeMarkup(meta.description)}">`);
      expect(html).toContain(`<link rel="canonical" href="${publicAddress(canonical)}">`);
      expect(html).toMatch(/<style id="stitches">[^<]*--colors-page[^<]*<\/style>/);
      if (text !== undefined) expect(html).toContain(inHtml(text));
      // The content's language, in its canonical form (`en-gb` is written `en-GB`), and its direction
      // where it is written right to left.
      expect(html).toContain(`<html ${htmlLanguageAttributes(language)}>`);
      // Navigation and footer are real links that work without JavaScript.
      for (const { href } of navigation) expect(html).toContain(`href="${href}"`);
      expect(html).toContain(inHtml(copyrightFor(footer.copyright, new Date().getFullYear())));
    },
  );

  it.each(projects.map((project) => [project.title, project] as const))(
    '%s: prerendered to the file its decoded address names, linked, canonical and in the sitemap encoded',
    (_, project) => {
      const href = projectRoute.href(project.id);
      // Static hosts and the server look a request up by its decoded path (GitHub Pages' rule).
      const html = read(`${decodeURIComponent(href).slice(1)}.html`);
      expect(html).toContain(`<link rel="canonical" href="${publicAddress(href)}">`);
      expect(html).toContain(`<meta property="og:url" content="${publicAddress(href)}">`);
      expect(html).toContain(`data-route="${href}"`);
      expect(read('Projects.html')).toContain(`href="${href}"`);
      expect(read('sitemap.xml')).toContain(`<loc>${publicAddress(href)}</loc>`);
      // Every address the build writes is ASCII: a browser shows it decoded, and sends it as written.
      for (const match of html.matchAll(/(?:href|content)="([^"]*\/Projects\/[^"]*)"/g))
        expect(match[1]).toMatch(/^[\x21-\x7e]+$/);
    },
  );

  it('writes a 404 page that search engines skip', () => {
    const html = read('404.html');
    expect(html).toContain(`<h1`);
    expect(html).toContain(notFound.heading);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('inlines only the CSS each page uses', () => {
    expect(read('About.html').length).toBeLessThan(read('Projects.html').length);
    expect(read('index.html')).not.toMatch(/--card-/);
  });

  it('precompresses every page and script (beyond a few hundred bytes) with brotli and gzip', () => {
    const worthCompressing = (name: string) => /\.(html|js)$/.test(name) && statSync(join(dist, name)).size >= 256;
    for (const file of files.filter(worthCompressing)) {
      expect(files).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
    }
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br'))).toString()).toBe(read('index.html'));
  });

  it('ships no server bundle, no source maps and no inspector', () => {
    expect(files.some((file) => file.startsWith('server/'))).toBe(false);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files
      .filter((file) => file.endsWith('.js'))
      .map(read)
      .join('\n');
    expect(scripts).not.toMatch(/statelyai|createBrowserInspector/);
  });

  it('sets the script chunk load time-out to 120000 ms', () => {
    const runtime = read(files.find((file) => /^static\/js\/index\.\w+\.js$/.test(file))!);
    expect(runtime).toMatch(/setTimeout\([^;]*\{type:"timeout",target:\w+\}\),(120000|12e4)\)/);
  });

  it('splits each page into its own chunk', () => {
    expect(files.filter((file) => /^static\/js\/async\/.+\.js$/.test(file)).length).toBeGreaterThanOrEqual(4);
  });

  it('marks every script to compile as it loads: the machines loaded on demand, the entry, React and each page', () => {
    const scripts = files.filter((file) => /^static\/js\/.+\.js$/.test(file));
    const unhinted = scripts.filter((file) => !read(file).startsWith(compileHint));
    expect(unhinted).toEqual([]);
    for (const machineId of ['projectPopup', 'theme', 'resumeDownload'])
      expect(scripts.some((file) => read(file).includes(`id:"${machineId}"`))).toBe(true);
    for (const page of pages)
      expect([...read(page.file).matchAll(/<script[^>]+src="\/([^"]+)"/g)].length).toBeGreaterThan(0);
  });

  it('copies the resume files and images', () => {
    expect(files).toEqual(
      expect.arrayContaining(
        [...resumeFiles(resume).map((file) => file.href), owner.portrait.src].map((href) => href.slice(1)),
      ),
    );
  });

  /** The files the build made of a photo: its AVIF and WebP widths and its fallback, by format. */
  const variantsOf = (src: string) => {
    const pattern = new RegExp(`^static/images/${escapeRegExp(variantName(src))}-\\w{8}-(\\d+)\\.(\\w+)$`);
    return files.flatMap((file) => {
      const match = pattern.exec(file);
      return match ? [{ file, width: Number(match[1]), format: match[2] }] : [];
    });
  };

  it.each(photos)('offers %s as AVIF and WebP in every width up to its own, never wider', (src) => {
    const { width } = imageInfo(src)!;
    const expected = [
      ...new Set([...variantWidths.filter((candidate) => candidate < width), Math.min(width, variantWidths.at(-1)!)]),
    ];
    for (const format of ['avif', 'webp']) {
      const widths = variantsOf(src)
        .filter((variant) => variant.format === format)
        .map((variant) => variant.width);
      expect({ format, widths: widths.sort((a, b) => a - b) }).toEqual({ format, widths: expected });
    }
  });

  it.each(photos)(
    'publishes %s and each of its variants upright, at the size the page states, with no EXIF, GPS or camera',
    async (src) => {
      // Upright as a viewer that follows EXIF shows the owner's file.
      const { autoOrient: upright } = await sharp(join(__dirname, '../../public', src)).metadata();
      const { width, height } = imageInfo(src)!;
      expect({ width, height }).toEqual(upright);
      const published = [src.slice(1), ...variantsOf(src).map((variant) => variant.file)];
      expect(published.length).toBeGreaterThan(2);
      for (const file of published) {
        const shown = await sharp(join(dist, file)).metadata();
        // As a browser draws it: the stated shape (to the pixel it was rounded to), with no turn left to make.
        const statedHeight = (shown.width * height) / width;
        expect({ file, size: [shown.width, shown.height], stated: Math.abs(shown.height - statedHeight) <= 1 }).toEqual(
          {
            file,
            size: [shown.width, shown.height],
            stated: true,
          },
        );
        expect({ file, metadata: await metadataLeft(join(dist, file)) }).toEqual({ file, metadata: [] });
      }
    },
  );

  it('ships no picture that keeps EXIF, GPS, camera or a turn: photos, previews and icons alike', async () => {
    const pictures = files.filter((file) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file));
    expect(pictures.length).toBeGreaterThan(0);
    const left = await Promise.all(pictures.map(async (file) => [file, await metadataLeft(join(dist, file))] as const));
    expect(left.filter(([, metadata]) => metadata.length > 0)).toEqual([]);
  });

  it('marks up the LCP image of Home and About for priority and the others for lazy loading', () => {
    const home = read('index.html');
    const { width, height } = imageInfo(owner.portrait.src)!;
    // As wide as the photo is drawn to cover the round box (wider than the box for a landscape photo).
    const sizes = escapeRegExp(sizesFor(imageUses.portrait, width / height));
    const portrait = new RegExp(
      `<picture><source type="image/avif" srcSet="([^"]+)" sizes="${sizes}"/><source type="image/webp"[^>]*/><img ([^>]+)/?></picture>`,
    ).exec(home);
    expect(portrait).not.toBeNull();
    expect(portrait![1]).toMatch(
      new RegExp(`/${escapeRegExp(variantName(owner.portrait.src))}-\\w+-\\d+\\.avif \\d+w`),
    );
    expect(portrait![2]).toContain(`width="${width}" height="${height}"`);
    expect(portrait![2]).toContain('fetchPriority="high"');
    expect(portrait![2]).toContain('loading="eager"');
    expect(read('About.html')).toMatch(
      new RegExp(`<img[^>]+alt="${escapeRegExp(inHtml(about.photo.alt))}"[^>]+fetchPriority="high"`),
    );
    const hobbyImages = [...read('Hobby.html').matchAll(/<img [^>]+>/g)].map((match) => match[0]);
    expect(hobbyImages[0]).toContain('loading="eager"');
    for (const img of hobbyImages.slice(1)) expect(img).toContain('loading="lazy"');
    for (const img of hobbyImages) expect(img).toMatch(/width="\d+" height="\d+"/);
  });
});

describe('the production server', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers, redirect: 'manual' });

  it('answers every page in every language, and one with a query, with 200 and the page', async () => {
    const { pages } = await sitePages();
    const answers = [];
    for (const path of [...pages, `${routeTable.projects.path}?ref=cv`]) {
      const response = await get(path);
      answers.push({
        path,
        status: response.status,
        type: response.headers.get('content-type'),
        cacheControl: response.headers.get('cache-control'),
        hasPage: /<div id="root" data-route="[^"]+"></.test(await response.text()),
      });
    }
    expect(answers).toEqual(
      answers.map(({ path }) => ({
        path,
        status: 200,
        type: expect.stringMatching(/^text\/html/),
        cacheControl: 'no-cache',
        hasPage: true,
      })),
    );
  });

  it.each([
    ['/about', '/About'],
    ['/PROJECTS', '/Projects'],
    ['/hobby/', '/Hobby'],
    ['/home?ref=cv', '/Home?ref=cv'],
    ['/About/', '/About'],
    ['/index.html', '/'],
    ['/About.html?ref=cv', '/About?ref=cv'],
  ])('redirects %s to the canonical %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  describe.each(projects.map((project) => [project.title, project] as const))('%s', (_, project) => {
    const href = projectRoute.href(project.id);
    const lowerHex = href.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
    const decomposed = projectRoute.href(project.id.normalize('NFD'));
    const section = routeTable.projects.path;
    const forms = [lowerHex, decomposed, href.replace(section, section.toUpperCase()), `${href}/`, `${href}.html`];

    it('answers its encoded address with 200 and its page', async () => {
      const response = await get(href);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`data-route="${href}"`);
    });

    // Lower-case hex and decomposed accents are the address itself for an ASCII id.
    it.each([...new Set(forms)].filter((form) => form !== href))(
      'redirects %s to it with 301, the address encoded in Location',
      async (form) => {
        const response = await get(form);
        expect(response.status).toBe(301);
        expect(response.headers.get('location')).toBe(href);
      },
    );
  });

  it.each([
    ['/nope', '/nope'],
    ['/Projects/extra', '/Projects/extra'],
    ['a malformed escape', '/%E0%A4%A'],
    ['a folder of assets', '/static/js/'],
    ['a 2,000-character path', `/${'a'.repeat(2000)}`],
    ['a NUL byte', '/%00'],
    ['a script in the path', '/<script>alert(1)</script>'],
  ])('answers %s with 404 and the 404 page', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain(notFound.heading);
    // The 404 page never repeats the address back, so nothing from it can run.
    expect(body).not.toContain('alert(1)');
  });

  it('keeps answering after every odd request above', async () => {
    expect((await get('/')).status).toBe(200);
  });

  it('sends brotli when the browser accepts it', async () => {
    const response = await fetch(`${origin}/Projects`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain(inHtml(projects[0].title));
  });

  it('caches hashed scripts for a year and revalidates everything else', async () => {
    const script = files.find((file) => /^static\/js\/index\.\w+\.js$/.test(file))!;
    expect((await get(`/${script}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(owner.portrait.src)).headers.get('cache-control')).toBe('no-cache');
  });

  it.each([...visitedPages.map((page) => page.path), fileAddress(resumeFiles(resume)[0].href)])(
    'sends strict security headers with %s',
    async (path) => {
      const headers = (await get(path)).headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      const policy = headers.get('content-security-policy')!;
      // Scripts: the site's own files, and on pages the one inline theme script, by its hash.
      expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')?;/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/unsafe-(eval|inline)/);
    },
  );

  it("allows exactly each page's own inline styles and the theme script by hash", async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/Projects', 'Projects.html'],
      ['/nope', '404.html'],
    ]) {
      const policy = (await get(path)).headers.get('content-security-policy')!;
      const styles = [...read(file).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      expect(styles.length).toBe(2);
      for (const css of styles) {
        expect(policy).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      }
      const scripts = [...read(file).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(scripts).toEqual([themeHeadScript]);
      expect(policy).toContain(
        `script-src 'self' 'sha256-${createHash('sha256').update(themeHeadScript).digest('base64')}';`,
      );
    }
  });

  it.each(resumeFiles(resume).map((file) => [file.format, file] as const))(
    'serves the %s resume file as it is',
    async (_, file) => {
      const answer = await get(fileAddress(file.href));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(file.mimeType);
      expect(startsAsItsFormat(Buffer.from(await answer.arrayBuffer()), file)).toBe(true);
    },
  );
});
