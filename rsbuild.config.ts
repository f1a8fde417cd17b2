import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { owner } from './src/content/site';
import { theme } from './tokens/stitches.config';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/index.tsx' },
  },
  html: {
    template: './src/index.html',
    title: owner.name,
    favicon: './public/favicon.svg',
    meta: {
      description: owner.summary,
      'theme-color': theme.colors.chrome.value,
    },
  },
  server: {
    port: Number(process.env.PORT) || 3000,
    historyApiFallback: true,
  },
  output: {
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
});
