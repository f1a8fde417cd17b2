// Draws the third owner's photos (public/images/) as a phone leaves them: JPEGs stored sideways or
// upside down with an EXIF Orientation tag to turn them upright, a camera's Make and Model and the
// GPS position where they were "taken"; one PNG without any metadata. Each picture is drawn upright
// from shapes alone (no text, so no font), turned the way its file stores it and tagged, then read
// back to check its tags, its stored and upright sizes and which way its marked top points. The same
// sharp gives the same bytes on every run.
//
// Every upright picture is marked so that its top can be told by eye or by sampling a pixel:
//   - its top 15 % is a red band (#d62828), with a yellow square (#ffd60a) in its top-left corner
//     (left as the picture is seen, whatever the page's direction), 8 % of the width on a side;
//   - a white arrow in its middle points up: the head spans 30–50 % of the height, the shaft 50–75 %
//     (so a crop of the middle, the home portrait's circle or a project card, still shows it);
//   - its bottom 8 % is dark blue (#003049).
// A photo shown sideways has the red band on its left or right; upside down, at the bottom.
//
//   node tests/owners/third/makePhotos.mjs    (from anywhere; writes into tests/owners/third/public/images/)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const imagesDir = fileURLToPath(new URL('./public/images/', import.meta.url));

/** Where each photo was taken, as EXIF writes a position: degrees, minutes, seconds as rationals. */
const places = {
  beirut: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 53/1 46/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 30/1 13/1' },
  byblos: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 7/1 19/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 38/1 49/1' },
  tripoli: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 26/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 50/1 4/1' },
  paris: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 20/1 55/1' },
};

const cameras = {
  iphone: { Make: 'Apple', Model: 'iPhone 15' },
  pixel: { Make: 'Google', Model: 'Pixel 8' },
  galaxy: { Make: 'samsung', Model: 'SM-S921B' },
};

/**
 * The turn that stores an upright picture as a file with this EXIF orientation, clockwise: a viewer
 * turns orientation 6 a quarter clockwise to show it, 8 a quarter anticlockwise, 3 half a turn.
 */
const storedTurn = { 1: 0, 3: 180, 6: 270, 8: 90 };

/** The marks every picture carries over its scene (see the top of this file). */
function marks(width, height) {
  const x = width / 2;
  const y = (share) => Math.round(height * share);
  const head = Math.round(Math.min(width, height) * 0.16);
  const shaft = Math.round(head * 0.45);
  const square = Math.round(width * 0.08);
  return `
    <rect x="0" y="0" width="${width}" height="${y(0.15)}" fill="#d62828"/>
    <rect x="0" y="0" width="${square}" height="${square}" fill="#ffd60a"/>
    <rect x="0" y="${y(0.92)}" width="${width}" height="${height - y(0.92)}" fill="#003049"/>
    <polygon points="${x},${y(0.3)} ${x + head},${y(0.5)} ${x - head},${y(0.5)}" fill="#ffffff"/>
    <rect x="${x - shaft / 2}" y="${y(0.5)}" width="${shaft}" height="${y(0.75) - y(0.5)}" fill="#ffffff"/>`;
}

/** A soft two-colour sky or wall behind each scene, so the files look a little more like photos. */
const backdrop = (width, height, from, to) => `
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>`;

/** Each picture: its file, upright size, how its file stores it, the phone and the place. */
const photos = [
  {
    file: 'portrait-laila.jpg',
    width: 900,
    height: 1200,
    orientation: 6,
    camera: cameras.iphone,
    place: places.beirut,
    // Head and shoulders in front of a sand-coloured wall.
    scene: (w, h) =>
      `${backdrop(w, h, '#e9c46a', '#f4a261')}
      <ellipse cx="${w / 2}" cy="${h * 0.98}" rx="${w * 0.42}" ry="${h * 0.3}" fill="#264653"/>
      <circle cx="${w / 2}" cy="${h * 0.52}" r="${w * 0.24}" fill="#8d5b4c"/>
      <ellipse cx="${w / 2}" cy="${h * 0.38}" rx="${w * 0.27}" ry="${h * 0.14}" fill="#2b2118"/>`,
  },
  {
    file: 'about/balcony.jpg',
    width: 900,
    height: 1200,
    orientation: 6,
    camera: cameras.pixel,
    place: places.beirut,
    // A balcony rail, pots of basil and the sea beyond.
    scene: (w, h) =>
      `${backdrop(w, h, '#8ecae6', '#219ebc')}
      <rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.12}" fill="#023e8a"/>
      <rect x="0" y="${h * 0.67}" width="${w}" height="${h * 0.03}" fill="#6c584c"/>
      ${[0.1, 0.3, 0.5, 0.7, 0.9].map((at) => `<rect x="${w * at - 8}" y="${h * 0.67}" width="16" height="${h * 0.25}" fill="#6c584c"/>`).join('')}
      <rect x="${w * 0.12}" y="${h * 0.8}" width="${w * 0.2}" height="${h * 0.12}" fill="#bc6c25"/>
      <circle cx="${w * 0.22}" cy="${h * 0.78}" r="${w * 0.12}" fill="#588157"/>`,
  },
  {
    file: 'hobbies/oud.jpg',
    width: 1200,
    height: 900,
    orientation: 6,
    camera: cameras.iphone,
    place: places.beirut,
    // An oud lying on a rug.
    scene: (w, h) =>
      `${backdrop(w, h, '#9b2226', '#ae2012')}
      <ellipse cx="${w * 0.38}" cy="${h * 0.55}" rx="${w * 0.26}" ry="${h * 0.28}" fill="#bb8a52"/>
      <circle cx="${w * 0.38}" cy="${h * 0.55}" r="${h * 0.06}" fill="#3d2b1f"/>
      <rect x="${w * 0.6}" y="${h * 0.52}" width="${w * 0.3}" height="${h * 0.06}" fill="#5e3b1f"/>`,
  },
  {
    file: 'hobbies/sea.jpg',
    width: 1200,
    height: 900,
    orientation: 8,
    camera: cameras.galaxy,
    place: places.byblos,
    // The sea, a rock and a swimmer's cap.
    scene: (w, h) =>
      `${backdrop(w, h, '#caf0f8', '#0077b6')}
      <rect x="0" y="${h * 0.45}" width="${w}" height="${h * 0.47}" fill="#0096c7"/>
      <ellipse cx="${w * 0.8}" cy="${h * 0.6}" rx="${w * 0.12}" ry="${h * 0.1}" fill="#6b705c"/>
      <circle cx="${w * 0.25}" cy="${h * 0.66}" r="${h * 0.035}" fill="#ff7f11"/>`,
  },
  {
    file: 'hobbies/calligraphy.png',
    width: 1200,
    height: 900,
    orientation: 1,
    // A reed pen and ink strokes on paper: a PNG as a scanner or a screenshot leaves it, no EXIF.
    scene: (w, h) =>
      `${backdrop(w, h, '#fefae0', '#faedcd')}
      <path d="M ${w * 0.15} ${h * 0.65} C ${w * 0.3} ${h * 0.4}, ${w * 0.45} ${h * 0.85}, ${w * 0.62} ${h * 0.6}" stroke="#1b1b1b" stroke-width="26" fill="none"/>
      <rect x="${w * 0.7}" y="${h * 0.3}" width="${w * 0.04}" height="${h * 0.55}" fill="#a98467" transform="rotate(20 ${w * 0.72} ${h * 0.57})"/>`,
  },
  {
    file: 'hobbies/manakish.jpg',
    width: 1200,
    height: 900,
    orientation: 1,
    camera: cameras.pixel,
    place: places.tripoli,
    // Two rounds of manakish on a tray.
    scene: (w, h) =>
      `${backdrop(w, h, '#ddb892', '#b08968')}
      <circle cx="${w * 0.3}" cy="${h * 0.62}" r="${h * 0.2}" fill="#e9c46a"/>
      <circle cx="${w * 0.3}" cy="${h * 0.62}" r="${h * 0.15}" fill="#606c38"/>
      <circle cx="${w * 0.72}" cy="${h * 0.62}" r="${h * 0.2}" fill="#e9c46a"/>
      <circle cx="${w * 0.72}" cy="${h * 0.62}" r="${h * 0.15}" fill="#606c38"/>`,
  },
  {
    file: 'hobbies/running.jpg',
    width: 1200,
    height: 900,
    orientation: 3,
    camera: cameras.iphone,
    place: places.beirut,
    // The seafront promenade at dawn, a phone held upside down.
    scene: (w, h) =>
      `${backdrop(w, h, '#ffcdb2', '#e5989b')}
      <rect x="0" y="${h * 0.6}" width="${w}" height="${h * 0.32}" fill="#adb5bd"/>
      ${[0.15, 0.45, 0.75].map((at) => `<rect x="${w * at}" y="${h * 0.35}" width="12" height="${h * 0.25}" fill="#495057"/><circle cx="${w * at + 6}" cy="${h * 0.35}" r="18" fill="#ffe066"/>`).join('')}`,
  },
  {
    file: 'projects/editor.png',
    width: 1280,
    height: 800,
    orientation: 1,
    // A code editor's window: a screenshot, so a PNG without metadata.
    scene: (w, h) =>
      `<rect width="${w}" height="${h}" fill="#1e1e2e"/>
      <rect x="${w * 0.78}" y="${h * 0.15}" width="${w * 0.22}" height="${h * 0.77}" fill="#313244"/>
      ${[0.2, 0.27, 0.34, 0.55, 0.62, 0.69, 0.8].map((at, index) => `<rect x="${w * (0.06 + (index % 3) * 0.04)}" y="${h * at}" width="${w * (0.18 + (index % 4) * 0.08)}" height="14" fill="${['#89b4fa', '#a6e3a1', '#f9e2af'][index % 3]}"/>`).join('')}`,
  },
  {
    file: 'projects/dashboard.jpg',
    width: 1280,
    height: 800,
    orientation: 6,
    camera: cameras.galaxy,
    place: places.beirut,
    // A phone's photo of a dashboard on an office screen: bars and a line.
    scene: (w, h) =>
      `${backdrop(w, h, '#f8f9fa', '#dee2e6')}
      ${[0.08, 0.18, 0.28, 0.68, 0.78, 0.88].map((at, index) => `<rect x="${w * at}" y="${h * (0.5 + (index % 3) * 0.1)}" width="${w * 0.07}" height="${h * (0.42 - (index % 3) * 0.1)}" fill="#2a9d8f"/>`).join('')}`,
  },
  {
    file: 'projects/map.jpg',
    width: 1280,
    height: 800,
    orientation: 1,
    camera: cameras.pixel,
    place: places.paris,
    // A street map with a bus line across it.
    scene: (w, h) =>
      `${backdrop(w, h, '#f1faee', '#e9edc9')}
      ${[0.2, 0.45, 0.7].map((at) => `<rect x="0" y="${h * at}" width="${w}" height="18" fill="#ced4da"/><rect x="${w * at}" y="0" width="18" height="${h}" fill="#ced4da"/>`).join('')}
      <polyline points="0,${h * 0.8} ${w * 0.3},${h * 0.55} ${w * 0.6},${h * 0.62} ${w},${h * 0.3}" stroke="#e63946" stroke-width="16" fill="none"/>`,
  },
  {
    file: 'projects/board.jpg',
    width: 1280,
    height: 800,
    orientation: 8,
    camera: cameras.iphone,
    place: places.beirut,
    // A four-by-four board of tiles, photographed on a tablet.
    scene: (w, h) => {
      const side = h * 0.16;
      const tiles = [];
      for (let row = 0; row < 4; row += 1) {
        for (let column = 0; column < 4; column += 1) {
          const shade = ['#eee4da', '#ede0c8', '#f2b179', '#f59563'][(row + column) % 4];
          tiles.push(
            `<rect x="${w * 0.5 - side * 2 + column * side + 4}" y="${h * 0.18 + row * side + 4}" width="${side - 8}" height="${side - 8}" fill="${shade}"/>`,
          );
        }
      }
      return `<rect width="${w}" height="${h}" fill="#bbada0"/>${tiles.join('')}`;
    },
  },
];

/** The upright picture, drawn: its scene under its marks. */
function upright({ width, height, scene }) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene(width, height)}${marks(width, height)}</svg>`,
  );
}

/** The file's bytes: the upright picture turned as it is stored and, for a JPEG, tagged as a phone tags it. */
async function encode(photo) {
  const image = sharp(upright(photo)).rotate(storedTurn[photo.orientation]);
  if (photo.file.endsWith('.png')) return image.png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer();
  return (
    image
      .jpeg({ quality: 74, mozjpeg: true })
      .withExif({
        IFD0: { ...photo.camera, Software: '17.4' },
        IFD2: { DateTimeOriginal: '2026:03:14 08:30:00' },
        IFD3: photo.place,
      })
      // libvips writes the image's own orientation over an Orientation given in withExif: set it here.
      .withMetadata({ orientation: photo.orientation })
      .toBuffer()
  );
}

/** EXIF's IFD0 and GPS tags as a reader sees them (a small TIFF reader: enough to check what was written). */
function readExif(exif) {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const names = {
    0x010f: 'Make',
    0x0110: 'Model',
    0x0112: 'Orientation',
    0x8825: 'GPS',
    0x0001: 'GPSLatitudeRef',
    0x0002: 'GPSLatitude',
    0x0003: 'GPSLongitudeRef',
    0x0004: 'GPSLongitude',
  };
  const ifd = (offset, gps) => {
    const tags = {};
    for (let entry = 0; entry < u16(offset); entry += 1) {
      const at = offset + 2 + entry * 12;
      const [tag, type, count] = [u16(at), u16(at + 2), u32(at + 4)];
      const name = names[tag];
      if (!name || (gps ? tag > 4 : tag < 0x100)) continue;
      const size = { 2: 1, 3: 2, 4: 4, 5: 8 }[type] * count;
      const data = size > 4 ? u32(at + 8) : at + 8;
      if (type === 2) tags[name] = tiff.toString('latin1', data, data + count - 1);
      else if (type === 3) tags[name] = u16(data);
      else if (type === 4) tags[name] = u32(data);
      else if (type === 5) {
        tags[name] = Array.from({ length: count }, (_, index) => u32(data + index * 8) / u32(data + index * 8 + 4));
      }
    }
    return tags;
  };
  const ifd0 = ifd(u32(4), false);
  return { ...ifd0, ...(ifd0.GPS === undefined ? {} : ifd(ifd0.GPS, true)) };
}

/** Where the red band is in the picture as stored: its top, right, bottom or left edge. */
async function redEdge(input, upright) {
  const image = sharp(input);
  const { data, info } = await (upright ? image.autoOrient() : image).raw().toBuffer({ resolveWithObject: true });
  const red = (x, y) => {
    const at = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels;
    return data[at] > 180 && data[at + 1] < 90 && data[at + 2] < 90;
  };
  return ['top', 'right', 'bottom', 'left'].find(
    (_, side) =>
      [
        [0.5, 0.05],
        [0.95, 0.5],
        [0.5, 0.95],
        [0.05, 0.5],
      ].map(([x, y]) => red(x, y))[side],
  );
}

const storedRedEdge = { 1: 'top', 3: 'bottom', 6: 'left', 8: 'right' };

for (const photo of photos) {
  const path = join(imagesDir, photo.file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await encode(photo));

  const input = readFileSync(path);
  const metadata = await sharp(input).metadata();
  const sideways = photo.orientation >= 5;
  const problems = [
    (metadata.orientation ?? 1) !== photo.orientation && `orientation ${metadata.orientation}`,
    (metadata.autoOrient.width !== photo.width || metadata.autoOrient.height !== photo.height) && 'upright size',
    metadata.width !== (sideways ? photo.height : photo.width) && 'stored size',
    (await redEdge(input, true)) !== 'top' && 'upright top',
    (await redEdge(input, false)) !== storedRedEdge[photo.orientation] && 'stored top',
    input.length > 40_000 && `${input.length} bytes`,
  ];
  let tags = 'no EXIF';
  if (photo.camera) {
    const exif = readExif(metadata.exif);
    const gps = (dms) => dms.map((value) => value.toFixed(0)).join(' ');
    tags = `${exif.Make} ${exif.Model}, GPS ${exif.GPSLatitudeRef} ${gps(exif.GPSLatitude)} ${exif.GPSLongitudeRef} ${gps(exif.GPSLongitude)}`;
    problems.push(exif.Model !== photo.camera.Model && 'camera', exif.GPSLatitudeRef !== 'N' && 'GPS');
  }
  const stored = `${metadata.width}×${metadata.height}`;
  console.log(
    `${photo.file}: stored ${stored}, orientation ${photo.orientation}, upright ${photo.width}×${photo.height}, ${input.length} bytes, ${tags}`,
  );
  const wrong = problems.filter(Boolean);
  if (wrong.length > 0) throw new Error(`${photo.file}: not as drawn: ${wrong.join(', ')}`);
}
