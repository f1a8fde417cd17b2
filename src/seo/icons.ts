import sharp from 'sharp';

const clear = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The favicon drawn at `inner` pixels, centred on a `size` square. With a background the icon is
 * opaque: a favicon that is an opaque tile is padded with its own edge colour, so it stays one tile.
 */
export async function renderIcon(svg: Buffer, size: number, inner: number, background?: string) {
  const { width = 64, height = 64 } = await sharp(svg).metadata();
  // Rasterise the vector at the target size (twice over, then reduced) instead of scaling a bitmap up.
  const density = Math.min((72 * 2 * inner) / Math.max(width, height), 10_000);
  const mark = await sharp(svg, { density })
    .resize(inner, inner, { fit: 'contain', background: clear })
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  const fill = background ? ((await edgeColour(mark, inner)) ?? background) : clear;
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background: fill } }).composite([
    { input: mark, left: offset, top: offset },
  ]);
  return (background ? canvas.flatten({ background: fill }).removeAlpha() : canvas)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The colour at the middle of each edge of the mark, if all four are opaque and alike. */
async function edgeColour(mark: Buffer, size: number) {
  const { data } = await sharp(mark).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const middle = Math.floor(size / 2);
  const inset = Math.max(1, Math.round(size / 64));
  const end = size - 1 - inset;
  const pixel = (x: number, y: number) => Array.from(data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4));
  const samples = [pixel(middle, inset), pixel(middle, end), pixel(inset, middle), pixel(end, middle)];
  const [first] = samples;
  const alike = samples.every(
    (sample) => sample[3] === 255 && sample.every((value, i) => Math.abs(value - first[i]) <= 8),
  );
  return alike ? { r: first[0], g: first[1], b: first[2], alpha: 1 } : undefined;
}
