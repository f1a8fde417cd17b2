import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { owner } from './src/content/site';
import { contentImages } from './src/images/contentImages';
import { buildImageManifest, variantFiles } from './src/images/variants';
import { pluginPrerender } from './src/prerender/plugin';
import { theme } from './tokens/stitches.config';

/** Where the site is built; `DIST_DIR` lets tests build elsewhere (the server reads it too). */
const dist = process.env.DIST_DIR ?? 'dist';

/** Image variants are kept here between builds and copied into `dist/static/images`. */
const imageCache = 'node_modules/.cache/portfolio-images';

export default defineConfig(async ({ command }) => {
  const isBuild = command === 'build';
  const images = await buildImageManifest(contentImages, {
    publicDir: 'public',
    outDir: imageCache,
    urlPrefix: '/static/images',
    encode: isBuild,
  });

  return {
    plugins: [pluginReact(), pluginPrerender()],
    environments: {
      web: {
        source: { entry: { index: './src/index.tsx' } },
        output: {
          copy: variantFiles(images).map((file) => ({ from: `${imageCache}/${file}`, to: `static/images/${file}` })),
        },
      },
      // Renders each page to HTML at build time (see src/prerender); never shipped to visitors, and
      // not needed by the development server.
      ...(isBuild && {
        node: {
          source: { entry: { render: './src/prerender/render.tsx' } },
          output: { target: 'node', distPath: { root: `${dist}/server` }, minify: false },
        },
      }),
    },
    source: {
      define: {
        // The year the pages were prerendered in, so hydration matches the copyright line in the HTML.
        'process.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
        // Sizes and responsive variants of the content images (src/images).
        'process.env.IMAGE_MANIFEST': JSON.stringify(JSON.stringify(images)),
      },
    },
    html: {
      template: './src/index.html',
      title: owner.name,
      favicon: './public/favicon.svg',
      meta: {
        // Written first in src/index.html instead, as the spec of HTML wants.
        charset: false,
        description: owner.summary,
        'theme-color': theme.colors.chrome.value,
      },
    },
    server: {
      port: Number(process.env.PORT) || 3000,
      historyApiFallback: true,
    },
    output: {
      distPath: { root: dist },
      sourceMap: { js: false, css: false },
    },
    tools: {
      rspack: {
        output: {
          // The spec's chunk load time-out (Rspack's default too, set here so it is visible).
          chunkLoadTimeout: 120_000,
        },
      },
    },
  };
});
