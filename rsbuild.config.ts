import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { owner } from './src/content/site';
import { pluginPrerender } from './src/prerender/plugin';
import { theme } from './tokens/stitches.config';

export default defineConfig(({ command }) => ({
  plugins: [pluginReact(), pluginPrerender()],
  environments: {
    web: {
      source: { entry: { index: './src/index.tsx' } },
    },
    // Renders each page to HTML at build time (see src/prerender); never shipped to visitors, and
    // not needed by the development server.
    ...(command === 'build' && {
      node: {
        source: { entry: { render: './src/prerender/render.tsx' } },
        output: { target: 'node', distPath: { root: 'dist/server' }, minify: false },
      },
    }),
  },
  source: {
    // The year the pages were prerendered in, so hydration matches the copyright line in the HTML.
    define: { 'process.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
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
}));
