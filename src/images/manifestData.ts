import type { ImageManifest } from './manifest';

// Set by rsbuild.config.ts at build time; empty in tests. Data alone, in the content's chunk
// (src/build/contentChunk.mjs): it grows with the owner's images, not with the template's code.
export const manifest = JSON.parse(process.env.IMAGE_MANIFEST || '{}') as ImageManifest;
