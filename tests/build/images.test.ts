/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildImageManifest, variantFiles } from '../../src/images/variants';

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
