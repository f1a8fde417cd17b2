/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { owner, projects } from '../../src/content';
import { buildShareImages, previewSize } from '../../src/seo/shareImages';
import { theme } from '../../tokens/stitches.config';

const publicDir = join(__dirname, '../../public');
const background = theme.colors.chrome.value;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-share-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const build = (outDir: string, portrait: { src: string } = owner.portrait) =>
  buildShareImages({
    publicDir,
    outDir: join(dir, outDir),
    portrait,
    pagePreviews: [{ id: projects[0].id, src: projects[0].image }],
    background,
  });

async function opaque(path: string) {
  const image = sharp(path);
  const { hasAlpha } = await image.metadata();
  if (!hasAlpha) return true;
  const { channels } = await image.stats();
  return channels[3].min === 255;
}

describe('the link previews', () => {
  it('are 1200×630 JPEGs under 150 KB, with the size they report', async () => {
    const images = await build('site');
    for (const preview of [images.preview, images.pagePreviews[projects[0].id]]) {
      const path = join(dir, 'site', preview.file);
      expect(await sharp(path).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(preview).toMatchObject({ ...previewSize, type: 'image/jpeg', bytes: statSync(path).size });
      expect(preview.bytes).toBeLessThan(150 * 1024);
    }
  }, 30_000);

  it('show the whole picture, centred on the background', async () => {
    const images = await build('site');
    const { data, info } = await sharp(join(dir, 'site', images.preview.file))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const fill = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16));
    const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]) <= 6);
    // The square portrait fills the height: the bands beside it are background, its middle is not.
    expect(near(pixel(10, 315), fill)).toBe(true);
    expect(near(pixel(1189, 315), fill)).toBe(true);
    expect(near(pixel(600, 315), fill)).toBe(false);
  }, 30_000);

  it('follow the content: another picture gets another image under another name', async () => {
    const before = await build('site');
    // The favicon: a picture every site has, and never the portrait's file.
    const after = await build('other', { src: '/favicon.svg' });
    expect(after.preview.file).not.toBe(before.preview.file);
    const bytes = (outDir: string, file: string) => readFileSync(join(dir, outDir, file));
    expect(bytes('other', after.preview.file).equals(bytes('site', before.preview.file))).toBe(false);
    // The icons come from the favicon alone, so they stay the same.
    expect(bytes('other', 'icon-512.png').equals(bytes('site', 'icon-512.png'))).toBe(true);
  }, 30_000);

  it('are reused while their inputs are unchanged', async () => {
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
    expect(images.files).toEqual([
      images.preview.file,
      images.pagePreviews[projects[0].id].file,
      ...icons.map((icon) => icon.file),
    ]);
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
