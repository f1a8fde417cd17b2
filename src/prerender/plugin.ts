import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { RsbuildPlugin } from '@rsbuild/core';
import { contentFor } from '../content/contentFor';
import type { ShareImages } from '../seo/shareImages';
import { filesBelow, precompress } from './compress';
import { pageDocument } from './document';
import type { HeadContext } from './headTags';
import { hostFiles } from './hostFiles';
import { prerenderedPagesIn } from './pages';
import { furtherLanguages, otherAddressesOf, pagePathsOf } from '../routes/table';
import type { PublicSite } from './publicSite';
import type { render as renderPage } from './render';
import { robotsTxt, sitemapXml, webManifest } from './siteFiles';

interface PrerenderOptions {
  site: PublicSite;
  images: ShareImages;
  colors: HeadContext['themeColors'] & { background: string };
}

/** After a production build, writes every page's HTML and the site's other files, then removes the server bundle. */
export function pluginPrerender({ site, images, colors }: PrerenderOptions): RsbuildPlugin {
  return {
    name: 'portfolio:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments: { web, node } }) => {
        if (!web || !node) return;
        const serverEntry = join(node.distPath, 'render.js');
        // Node's own loader: Rsbuild loads this plugin through jiti (TypeScript config on Node 20),
        // which would first transform every chunk of the bundle, about 6.5 CPU-s a build.
        const { render } = createRequire(serverEntry)(serverEntry) as { render: typeof renderPage };
        const template = await readFile(join(web.distPath, 'index.html'), 'utf8');
        const write = async (file: string, text: string) => {
          await mkdir(dirname(join(web.distPath, file)), { recursive: true });
          await writeFile(join(web.distPath, file), text);
        };
        // The default language's pages, then each further language's under its prefix.
        const defaults = await contentFor(undefined);
        const contents = [
          { language: defaults.language, content: defaults },
          ...(await Promise.all(
            furtherLanguages.map(async (language) => ({ language, content: await contentFor(language) })),
          )),
        ];
        const contentOf = new Map(contents.map(({ language, content }) => [language, content]));
        const pages = prerenderedPagesIn(contents);
        const documents: Record<string, string> = {};
        for (const page of pages) {
          const further =
            page.language === undefined || page.language === defaults.language ? undefined : page.language;
          const context: HeadContext = {
            site,
            images,
            themeColors: colors,
            content: contentOf.get(page.language ?? ''),
          };
          documents[page.file] = pageDocument(template, page, await render(page.path, further), context);
          await write(page.file, documents[page.file]);
        }
        await write('sitemap.xml', sitemapXml(pages, site));
        await write('robots.txt', robotsTxt(site));
        await write(
          'manifest.webmanifest',
          webManifest(site, images, { background: colors.background, theme: colors.light }),
        );
        await rm(node.distPath, { recursive: true, force: true });
        await precompress(web.distPath);
        const files = await filesBelow(web.distPath);
        const host = hostFiles({
          basePath: site.basePath,
          pages: pagePathsOf(defaults),
          otherAddresses: otherAddressesOf(defaults),
          documents,
          files,
          netlify: process.env.NETLIFY === 'true',
        });
        for (const [file, text] of Object.entries(host)) await write(file, text);
      });
    },
  };
}
