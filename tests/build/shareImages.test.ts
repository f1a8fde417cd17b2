/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { owner } from '../../src/content';
import { previewSize, type ShareColors } from '../../src/seo/previewImage';
import { buildShareImages, type ShareImageOptions } from '../../src/seo/shareImages';
import { wrap } from '../../src/seo/textFit';
import { theme } from '../../tokens/stitches.config';

const publicDir = join(__dirname, '../../public');
const colors: ShareColors = {
  chrome: theme.colors.chrome.value,
  chromeRaised: theme.colors.chromeRaised.value,
  brand: theme.colors.brand.value,
  onChrome: theme.colors.onChrome.value,
  onChromeMuted: theme.colors.onChromeMuted.value,
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-share-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const build = (
  outDir: string,
  changes: Partial<ShareImageOptions['owner']> = {},
  siteLabel = 'jamie-sample.example.com',
) => buildShareImages({ publicDir, outDir: join(dir, outDir), owner: { ...owner, ...changes }, colors, siteLabel });

async function opaque(path: string) {
  const image = sharp(path);
  const { hasAlpha } = await image.metadata();
  if (!hasAlpha) return true;
  const { channels } = await image.stats();
  return channels[3].min === 255;
}

describe("the site's link preview", () => {
  it('is a 1200×630 PNG under 150 KB, with the size it reports', async () => {
    const started = performance.now();
    const images = await build('site');
    const elapsed = performance.now() - started;
    const path = join(dir, 'site', images.preview.file);
    const metadata = await sharp(path).metadata();

    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(images.preview).toMatchObject({ width: 1200, height: 630, type: 'image/png', bytes: statSync(path).size });
    expect(images.preview.bytes).toBeLessThan(150 * 1024);
    expect(images.preview.alt).toBe(`${owner.name}, ${owner.role}`);
    process.stdout.write(`link preview: ${images.preview.bytes} bytes, all images drawn in ${elapsed.toFixed(0)} ms\n`);
  }, 30_000);

  it('follows the content: another owner gets another image under another name', async () => {
    const before = await build('site');
    const after = await build('renamed', { name: 'Robin Example' });
    expect(after.preview.file).not.toBe(before.preview.file);
    const bytes = (outDir: string, file: string) => readFileSync(join(dir, outDir, file));
    expect(bytes('renamed', after.preview.file).equals(bytes('site', before.preview.file))).toBe(false);
    // The icons come from the favicon alone, so they stay the same.
    expect(bytes('renamed', 'icon-512.png').equals(bytes('site', 'icon-512.png'))).toBe(true);
  }, 30_000);

  it('keeps long or markup-like text inside its column, clear of the portrait', async () => {
    const images = await build('long', {
      name: 'Maximiliana Alexandrovna Konstantinopolskaya-Wellington',
      role: 'Senior Staff Data & Machine-Learning Platform Engineer <Infrastructure>',
      summary:
        `Builds ${'extraordinarily'.repeat(6)} pipelines & "dashboards" for <teams> who care about 'speed'. `.repeat(4),
    });
    const { data, info } = await sharp(join(dir, 'long', images.preview.file))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Between the text column (ending at x = 669) and the portrait's ring (from x = 729) is only background.
    const background = [1, 3, 5].map((start) => parseInt(colors.chrome.slice(start, start + 2), 16));
    let stray = 0;
    for (let y = 20; y < previewSize.height - 20; y++) {
      for (let x = 676; x < 722; x++) {
        const offset = (y * info.width + x) * info.channels;
        if (background.some((value, channel) => Math.abs(data[offset + channel] - value) > 6)) stray++;
      }
    }
    expect(stray).toBe(0);
  }, 30_000);

  it('is reused while its inputs are unchanged', async () => {
    const first = await build('site');
    const mtimes = first.files.map((file) => statSync(join(dir, 'site', file)).mtimeMs);
    const again = await build('site');
    expect(again).toEqual(first);
    expect(again.files.map((file) => statSync(join(dir, 'site', file)).mtimeMs)).toEqual(mtimes);
  }, 30_000);
});

describe('icons from public/favicon.svg', () => {
  it('come in the exact sizes browsers, iOS and the web manifest ask for', async () => {
    const images = await build('site');
    const outDir = join(dir, 'site');
    const icons = [images.favicon, images.appleTouchIcon, ...images.manifestIcons];
    expect(icons.map(({ file, width, height }) => [file, width, height])).toEqual([
      ['favicon-32.png', 32, 32],
      ['apple-touch-icon.png', 180, 180],
      ['icon-192.png', 192, 192],
      ['icon-512.png', 512, 512],
      ['icon-maskable-512.png', 512, 512],
    ]);
    expect(images.manifestIcons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of icons) {
      expect(await sharp(join(outDir, icon.file)).metadata()).toMatchObject({
        format: 'png',
        width: icon.width,
        height: icon.height,
      });
    }
    expect(images.files).toEqual([images.preview.file, ...icons.map((icon) => icon.file)]);
  }, 30_000);

  it('are opaque where transparency would turn black (iOS, maskable) and keep it elsewhere', async () => {
    const images = await build('site');
    const path = (file: string) => join(dir, 'site', file);
    expect(await opaque(path(images.appleTouchIcon.file))).toBe(true);
    expect(await opaque(path('icon-maskable-512.png'))).toBe(true);
    // The favicon is a rounded square: its corners stay see-through in a browser tab.
    expect(await opaque(path('favicon-32.png'))).toBe(false);
    expect(await opaque(path('icon-512.png'))).toBe(false);
  }, 30_000);

  it('leave the maskable safe zone clear: everything outside the middle 80 % circle is one colour', async () => {
    await build('site');
    const { data, info } = await sharp(join(dir, 'site', 'icon-maskable-512.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const centre = info.width / 2;
    const edge = Array.from(data.subarray(0, info.channels));
    let differing = 0;
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        if (Math.hypot(x - centre, y - centre) <= info.width * 0.4) continue;
        const offset = (y * info.width + x) * info.channels;
        if (edge.some((value, channel) => Math.abs(data[offset + channel] - value) > 2)) differing++;
      }
    }
    expect(differing).toBe(0);
  });
});

describe('wrap', () => {
  // Ten pixels a character keeps the arithmetic visible.
  const measure = async (text: string) => text.length * 10;

  it('fills lines up to the width, one word at a time', async () => {
    expect(await wrap('one two three four', 100, 3, measure)).toEqual(['one two', 'three four']);
  });

  it('ends with an ellipsis when the text needs more lines than allowed', async () => {
    const lines = await wrap('alpha beta gamma delta epsilon zeta', 110, 2, measure);
    expect(lines).toEqual(['alpha beta', 'gamma…']);
    for (const line of lines) expect(await measure(line)).toBeLessThanOrEqual(110);
  });

  it('breaks a word wider than a line between its letters', async () => {
    expect(await wrap('abcdefghijklmnop qr', 60, 4, measure)).toEqual(['abcdef', 'ghijkl', 'mnop', 'qr']);
    expect(await wrap('abcdefghijklmnop', 60, 1, measure)).toEqual(['abcde…']);
  });
});
