import { join } from 'node:path';
import { contentImages } from '../../src/images/contentImages';
import { buildImageManifest } from '../../src/images/variants';

/** Gives the tests the same image sizes the build puts into the pages (without encoding variants). */
export default async function globalSetup() {
  const root = join(__dirname, '../..');
  const manifest = await buildImageManifest(contentImages, {
    publicDir: join(root, 'public'),
    outDir: join(root, 'node_modules/.cache/portfolio-images'),
    urlPrefix: '/static/images',
    encode: false,
  });
  process.env.IMAGE_MANIFEST = JSON.stringify(manifest);
}
