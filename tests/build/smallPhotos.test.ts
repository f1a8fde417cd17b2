/** @jest-environment node */
import { join } from 'node:path';
import { imageUses } from '../../src/images/imageBoxes';
import type { ImageManifest } from '../../src/images/manifest';
import { type ShownImage, smallPhotoWarnings } from '../../src/images/smallPhotos';
import { buildImageManifest } from '../../src/images/variants';

const { portrait, aboutPhoto, hobbyImage, projectCard, projectPopup, socialIcon } = imageUses;

describe('the largest box each content image fills, from the tokens', () => {
  it('is stated for every use, in CSS px', () => {
    expect(portrait.largest).toEqual({ width: 240, height: 240 });
    // Under the text, the full content width just below md: 900 − 2 × 24.
    expect(aboutPhoto.largest).toEqual({ width: 852 });
    // The full width just below sm (600 − 2 × 16) is wider than 40 % of the widest content (428.8).
    expect(hobbyImage.largest).toEqual({ width: 568, height: 250 });
    // One column until two 300 px columns and their 20 px gap fit.
    expect(projectCard.largest).toEqual({ width: 620, height: 194 });
    // The popup's inside (640 − 2 × 32), 16:10.
    expect(projectPopup.largest).toEqual({ width: 576, height: 360 });
    expect(socialIcon.largest).toEqual({ height: 75 });
  });
});

/** A manifest of measured sizes only, as the development server has it. */
const measured = (sizes: Record<string, [number, number]>): ImageManifest =>
  Object.fromEntries(Object.entries(sizes).map(([src, [width, height]]) => [src, { width, height }]));

const hobby = (index: number, src: string): ShownImage => ({
  field: `hobbies[${index}].image`,
  src,
  largest: hobbyImage.largest,
});

const project = (index: number, src: string): ShownImage[] =>
  [projectCard, projectPopup].map((use) => ({ field: `projects[${index}].image`, src, largest: use.largest }));

describe('a warning for a photo smaller than it is shown', () => {
  it("names the file, both sizes and the content's field", () => {
    const warnings = smallPhotoWarnings(
      [hobby(0, '/images/climbing.jpg'), hobby(1, '/images/hobbies/piano.png')],
      measured({ '/images/climbing.jpg': [1717, 1143], '/images/hobbies/piano.png': [300, 190] }),
    );
    expect(warnings).toEqual([
      'public/images/hobbies/piano.png is 300×190 px but is shown up to 568×250 px (hobbies[1].image); ' +
        'it will look blurry. Use an image at least that large.',
    ]);
  });

  it('comes when either side is short, since the photo is cropped to fill its box', () => {
    const shown = [hobby(0, '/narrow.jpg'), hobby(1, '/low.jpg'), hobby(2, '/enough.jpg'), hobby(3, '/tall.jpg')];
    const warnings = smallPhotoWarnings(
      shown,
      measured({
        '/narrow.jpg': [567, 2000],
        '/low.jpg': [3000, 249],
        '/enough.jpg': [568, 250],
        // A portrait photo wide enough for the box: cropped, never enlarged.
        '/tall.jpg': [613, 1021],
      }),
    );
    expect(warnings.map((warning) => warning.split(' ')[0])).toEqual(['public/narrow.jpg', 'public/low.jpg']);
  });

  it('gives one line per file, with every field it is too small for and what all of them need', () => {
    const warnings = smallPhotoWarnings(
      [...project(0, '/images/stream.png'), ...project(1, '/images/big.jpg'), ...project(3, '/images/stream.png')],
      measured({ '/images/stream.png': [600, 350], '/images/big.jpg': [1280, 800] }),
    );
    expect(warnings).toEqual([
      'public/images/stream.png is 600×350 px but is shown up to 620×360 px (projects[0].image, projects[3].image); ' +
        'it will look blurry. Use an image at least that large.',
    ]);
  });

  it('says only the width where the height follows the photo’s own shape', () => {
    const [warning] = smallPhotoWarnings(
      [{ field: 'about.photo.src', src: '/about.webp', largest: aboutPhoto.largest }],
      measured({ '/about.webp': [800, 2000] }),
    );
    expect(warning).toMatch(
      /^public\/about\.webp is 800×2000 px but is shown up to 852 px wide \(about\.photo\.src\);/,
    );
  });

  it('never names a vector image, nor an image the build has not measured', () => {
    const warnings = smallPhotoWarnings(
      [hobby(0, '/tiny.svg'), hobby(1, '/unknown.jpg')],
      measured({ '/tiny.svg': [24, 24] }),
    );
    expect(warnings).toEqual([]);
  });

  it("names the second owner's 300 × 190 px piano photo and none of their other hobby photos", async () => {
    const sources = ['/images/hobbies/climbing.jpg', '/images/hobbies/piano.png', '/images/hobbies/garden.jpg'];
    const manifest = await buildImageManifest(sources, {
      publicDir: join(__dirname, '../owners/second/public'),
      outDir: '',
      urlPrefix: '',
      encode: false,
    });
    const warnings = smallPhotoWarnings(
      sources.map((src, index) => hobby(index, src)),
      manifest,
    );
    expect(warnings).toEqual([
      'public/images/hobbies/piano.png is 300×190 px but is shown up to 568×250 px (hobbies[1].image); ' +
        'it will look blurry. Use an image at least that large.',
    ]);
  });
});
