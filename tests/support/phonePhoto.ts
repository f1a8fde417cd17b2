import sharp from 'sharp';

/** The colour of the upright picture's top band, and of the rest. */
export const topColour = { r: 224, g: 16, b: 16 };
export const restColour = { r: 32, g: 64, b: 192 };

/**
 * A photo as a phone makes it: the upright picture (`width`×`height`, its top fifth red, the rest
 * blue) stored turned a quarter to the left with EXIF `Orientation` 6 to turn it back, and the GPS
 * position and camera a phone writes beside it.
 */
export async function phonePhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  const upright = await sharp({ create: { width, height, channels: 3, background: restColour } })
    .composite([
      {
        input: { create: { width, height: Math.round(height / 5), channels: 3, background: topColour } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  return sharp(upright)
    .rotate(-90)
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 53/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 30/1 0/1' },
    })
    .toBuffer();
}

const near = (pixel: Buffer, colour: typeof topColour) =>
  Math.abs(pixel[0] - colour.r) < 40 && Math.abs(pixel[1] - colour.g) < 40 && Math.abs(pixel[2] - colour.b) < 40;

/** How a phonePhoto's copy shows: upright when its top is red and its foot blue, as a browser draws it (no EXIF turn). */
export async function shownUpright(file: Buffer | string): Promise<boolean> {
  const { data, info } = await sharp(file, { autoOrient: false })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
  const middle = Math.floor(info.width / 2);
  return near(at(middle, 1), topColour) && near(at(middle, info.height - 2), restColour);
}

/** What a file tells of where and with what it was made: its EXIF (GPS, camera) and a turn other than none. */
export async function metadataLeft(file: Buffer | string): Promise<string[]> {
  const { exif, orientation, xmp, iptc } = await sharp(file).metadata();
  return [
    ...(exif ? ['EXIF'] : []),
    ...(xmp ? ['XMP'] : []),
    ...(iptc ? ['IPTC'] : []),
    ...(orientation !== undefined && orientation !== 1 ? [`Orientation ${orientation}`] : []),
  ];
}
