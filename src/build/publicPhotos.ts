import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { CleanPhoto } from '../images/publicPhotos';

/**
 * Puts each photo of `public/` into the build at its own path as its upright copy without metadata
 * (src/images/publicPhotos.ts); Rsbuild copies the rest of `public/` (`server.publicDir.ignore`). Listed
 * before the prerender step, which lists the build's files for the host files.
 */
export function pluginPublicPhotos(photos: CleanPhoto[]): RsbuildPlugin {
  return {
    name: 'portfolio:public-photos',
    setup(api) {
      api.onAfterBuild(async ({ environments: { web } }) => {
        if (!web) return;
        for (const { src, file } of photos) {
          const target = join(web.distPath, src);
          await mkdir(dirname(target), { recursive: true });
          await copyFile(file, target);
        }
      });
    },
  };
}
