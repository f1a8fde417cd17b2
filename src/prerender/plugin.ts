import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { siteUrl } from '../content/site';
import { precompress } from './compress';
import { pageDocument } from './document';
import { prerenderedPages } from './pages';
import type { render as renderPage } from './render';

/**
 * After a production build, renders every page with the server bundle into its own HTML file,
 * removes the server bundle (it is only needed here, and must not be served) and precompresses
 * the text files with brotli and gzip.
 */
export function pluginPrerender(): RsbuildPlugin {
  return {
    name: 'portfolio:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments.web;
        const node = environments.node;
        if (!web || !node) return;
        const serverEntry = join(node.distPath, 'render.js');
        const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: typeof renderPage };
        const template = await readFile(join(web.distPath, 'index.html'), 'utf8');
        for (const page of prerenderedPages) {
          const html = pageDocument(template, page, await render(page.path), siteUrl);
          await writeFile(join(web.distPath, page.file), html);
        }
        await rm(node.distPath, { recursive: true, force: true });
        await precompress(web.distPath);
      });
    },
  };
}
