import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../src/build/checkContent';
import { contentImages } from '../../src/images/contentImages';
import { buildImageManifest } from '../../src/images/variants';
import { testRunMark } from './testRunMark';

/**
 * Stops on a content mistake with the build's message, then gives the tests the same image sizes the
 * build puts into the pages (without encoding variants), and a folder for the one production build
 * that the build and browser tests share.
 */
export default async function globalSetup() {
  // Inherited by the workers and every process the tests start: globalTeardown finds leftovers by it.
  process.env[testRunMark] = String(process.pid);
  process.env.SITE_BUILD_DIR = mkdtempSync(join(tmpdir(), 'portfolio-site-'));
  const root = join(__dirname, '../..');
  // Before the image sizes, which would fail on a missing image with a bare ENOENT.
  await checkContent(join(root, 'public'));
  const manifest = await buildImageManifest(contentImages, {
    publicDir: join(root, 'public'),
    outDir: join(root, 'node_modules/.cache/portfolio-images'),
    urlPrefix: '/static/images',
    encode: false,
  });
  process.env.IMAGE_MANIFEST = JSON.stringify(manifest);
}
