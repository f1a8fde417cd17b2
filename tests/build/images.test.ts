/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { cleanPhotoCopies } from '../../src/images/publicPhotos';
import { buildImageManifest, variantFiles } from '../../src/images/variants';
import { metadataLeft, phonePhoto, shownUpright } from '../support/phonePhoto';

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-images-'));
  // A 4000 px "photo": smooth colour with soft grain, like a camera's JPEG of a blurred background.
  // (A finer grain costs AVIF three times the time, 20 s against 7 s, and tests nothing more.) A
  // panorama: each variant has a quarter of a 4:3 photo's pixels to encode, and the widths, the cap
  // at 1920 px and the files are the same.
  await sharp({
    create: {
      width: 4000,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(8)
    .jpeg({ quality: 92 })
    .toFile(join(dir, 'owner.jpg'));
  // A small photo for the build log's tests: what they check does not depend on the size.
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4060a0' } })
    .jpeg()
    .toFile(join(dir, 'small.jpg'));
  writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>');
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an owner's 4000 px JPEG", () => {
  it('becomes small AVIF and WebP variants up to 1920 px, with its size recorded', async () => {
    const outDir = join(dir, 'out');
    const manifest = await buildImageManifest(['/owner.jpg'], {
      publicDir: dir,
      outDir,
      urlPrefix: '/static/images',
      encode: true,
    });
    const info = manifest['/owner.jpg'];
    expect(info).toMatchObject({ width: 4000, height: 1000 });
    expect(info.avif!.map((variant) => variant.width)).toEqual([320, 640, 960, 1280, 1920]);
    expect(info.webp!.map((variant) => variant.width)).toEqual([320, 640, 960, 1280, 1920]);
    expect(info.fallback).toMatch(/^\/static\/images\/owner-\w{8}-960\.jpg$/);
    expect(readdirSync(outDir).sort()).toEqual([...variantFiles(manifest)].sort());

    const size = (file: string) => statSync(join(outDir, file.split('/').pop()!)).size;
    const source = statSync(join(dir, 'owner.jpg')).size;
    // A phone (about 1080 device pixels wide) picks the 1280 px AVIF: a small part of the source.
    const phoneChoice = size(info.avif!.find((variant) => variant.width === 1280)!.src);
    expect(phoneChoice).toBeLessThan(source / 10);
    process.stdout.write(
      `4000 px JPEG: ${(source / 1024).toFixed(0)} KB → 1280 px AVIF ${(phoneChoice / 1024).toFixed(0)} KB\n`,
    );
  }, 120_000);

  it('reuses variants already made from the same source', async () => {
    const outDir = join(dir, 'out');
    const before = readdirSync(outDir).map((file) => statSync(join(outDir, file)).mtimeMs);
    await buildImageManifest(['/owner.jpg'], { publicDir: dir, outDir, urlPrefix: '/static/images', encode: true });
    expect(readdirSync(outDir).map((file) => statSync(join(outDir, file)).mtimeMs)).toEqual(before);
  });

  it('is only measured, not encoded, for the development server', async () => {
    const outDir = join(dir, 'dev');
    const manifest = await buildImageManifest(['/owner.jpg'], {
      publicDir: dir,
      outDir,
      urlPrefix: '/x',
      encode: false,
    });
    expect(manifest['/owner.jpg']).toEqual({ width: 4000, height: 1000 });
  });
});

describe('the build log while images are encoded', () => {
  const sources = ['/small.jpg', '/icon.svg'];

  it('counts each photo encoded, then says what it reused (vector images are not photos)', async () => {
    const outDir = join(dir, 'reported');
    const lines: string[] = [];
    const options = { publicDir: dir, outDir, urlPrefix: '/static/images', encode: true };
    await buildImageManifest(sources, { ...options, report: (line) => lines.push(line) });
    expect(lines).toEqual([
      `images: encoding 1 of 1 photos as AVIF and WebP into ${outDir}`,
      `images: 1/1 encoded ${join(dir, 'small.jpg')}`,
      `images: 0 reused from ${outDir}, 1 encoded`,
    ]);

    lines.length = 0;
    await buildImageManifest(sources, { ...options, report: (line) => lines.push(line) });
    expect(lines).toEqual([`images: 1 reused from ${outDir}, 0 encoded`]);
  }, 120_000);

  it('encodes a photo again when one of its files is missing', async () => {
    const outDir = join(dir, 'reported');
    rmSync(
      join(
        outDir,
        readdirSync(outDir).find((file) => file.endsWith('.webp'))!,
      ),
    );
    const lines: string[] = [];
    await buildImageManifest(sources, {
      publicDir: dir,
      outDir,
      urlPrefix: '/static/images',
      encode: true,
      report: (line) => lines.push(line),
    });
    expect(lines.at(-1)).toBe(`images: 0 reused from ${outDir}, 1 encoded`);
  }, 120_000);

  it('says nothing when only measuring (the development server, the tests), nor without a report', async () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log');
    await buildImageManifest(sources, {
      publicDir: dir,
      outDir: join(dir, 'measured'),
      urlPrefix: '/x',
      encode: false,
      report: (line) => lines.push(line),
    });
    await buildImageManifest(sources, {
      publicDir: dir,
      outDir: join(dir, 'reported'),
      urlPrefix: '/static/images',
      encode: true,
    });
    expect(lines).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a photo named as owners name them', () => {
  it('gets variant addresses a srcset can hold: no space, comma or other character a URL must encode', async () => {
    const name = 'Ana Núñez, 2026 (100% me).jpg';
    await sharp({ create: { width: 700, height: 400, channels: 3, background: '#468' } })
      .jpeg()
      .toFile(join(dir, name));
    const manifest = await buildImageManifest([`/${name}`], {
      publicDir: dir,
      outDir: join(dir, 'named'),
      urlPrefix: '/static/images',
      encode: true,
    });
    const info = manifest[`/${name}`];
    const addresses = [...info.avif!, ...info.webp!].map((variant) => variant.src).concat(info.fallback!);
    for (const address of addresses) expect(address).toMatch(/^[A-Za-z0-9/._-]+$/);
    expect(readdirSync(join(dir, 'named')).sort()).toEqual([...variantFiles(manifest)].sort());
  }, 60_000);
});

describe("a phone's photo, stored sideways with EXIF Orientation 6, its GPS position and camera", () => {
  let phoneDir: string;
  let publicDir: string;

  beforeAll(async () => {
    phoneDir = mkdtempSync(join(tmpdir(), 'portfolio-phone-'));
    publicDir = join(phoneDir, 'public');
    mkdirSync(join(publicDir, 'images'), { recursive: true });
    // Upright 600×800: stored 800×600, as the sensor read it.
    writeFileSync(join(publicDir, 'images/IMG_0042.JPG'), await phonePhoto(600, 800));
    writeFileSync(join(publicDir, 'images/screen.png'), await phonePhoto(300, 400, 'png'));
    writeFileSync(join(publicDir, 'images/broken.jpg'), 'not a picture');
    writeFileSync(join(publicDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>');
  }, 60_000);

  afterAll(() => rmSync(phoneDir, { recursive: true, force: true }));

  it('states its upright size, and every variant (AVIF, WebP, the fallback) shows upright, with no metadata', async () => {
    const outDir = join(phoneDir, 'variants');
    const manifest = await buildImageManifest(['/images/IMG_0042.JPG', '/images/screen.png'], {
      publicDir,
      outDir,
      urlPrefix: '/static/images',
      encode: true,
    });
    expect(manifest['/images/IMG_0042.JPG']).toMatchObject({ width: 600, height: 800 });
    expect(manifest['/images/screen.png']).toMatchObject({ width: 300, height: 400 });
    for (const { width, height, avif = [], webp = [], fallback } of Object.values(manifest)) {
      const files = [...avif, ...webp, { src: fallback!, width: Math.min(width, 960) }];
      expect(files).toHaveLength(avif.length * 2 + 1);
      for (const variant of files) {
        const file = join(outDir, variant.src.split('/').pop()!);
        const shown = await sharp(file).metadata();
        expect({ file, width: shown.width, height: shown.height }).toEqual({
          file,
          width: variant.width,
          height: Math.round((variant.width * height) / width),
        });
        expect({ file, upright: await shownUpright(file) }).toEqual({ file, upright: true });
        expect({ file, metadata: await metadataLeft(file) }).toEqual({ file, metadata: [] });
      }
    }
  }, 120_000);

  it('is published at its own path as an upright copy without metadata, in its own format; the rest of public/ is not', async () => {
    const warnings: string[] = [];
    const copies = await cleanPhotoCopies(publicDir, join(phoneDir, 'clean'), (line) => warnings.push(line));
    expect(copies.map((copy) => copy.src)).toEqual(['/images/IMG_0042.JPG', '/images/screen.png']);
    for (const { src, file } of copies) {
      expect({ src, upright: await shownUpright(file) }).toEqual({ src, upright: true });
      expect({ src, metadata: await metadataLeft(file) }).toEqual({ src, metadata: [] });
      expect((await sharp(file).metadata()).format).toBe(src.endsWith('.png') ? 'png' : 'jpeg');
    }
    expect(warnings).toEqual([
      expect.stringMatching(
        /^public\/images\/broken\.jpg is not a picture the build can read \(.+\); it is left out of the site\.$/,
      ),
    ]);
  }, 60_000);
});
