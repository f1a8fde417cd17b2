import { defineConfig, logger } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { brandMarksOf } from './src/build/brandMarks';
import { checkContent } from './src/build/checkContent';
import { pluginCompileHints } from './src/build/compileHints';
import { pluginPublicPhotos } from './src/build/publicPhotos';
import { contentChunk, imageSizesChunk, translationChunks } from './src/build/contentChunk.mjs';
import { leftoverWarnings, recordOf } from './src/build/sampleLeftovers';
import { language, owner, projects, siteContent, siteUrl } from './src/content';
import { contentFor } from './src/content/contentFor';
import { translations } from './src/content/languages';
import { htmlLanguageAttributes, languageFactsOf, slugsOf } from './src/content/model';
import { siteContentOf } from './src/content/siteContentOf';
import { contentImages, shownImages } from './src/images/contentImages';
import { cleanPhotoCopies, photoPatterns } from './src/images/publicPhotos';
import { smallPhotoWarnings } from './src/images/smallPhotos';
import { buildImageManifest, variantFiles } from './src/images/variants';
import { pluginPrerender } from './src/prerender/plugin';
import { publicSite } from './src/prerender/publicSite';
import { siteLanguagesOf } from './src/routes/table';
import { normaliseBasePath } from './src/urls/basePath';
import { buildShareImages } from './src/seo/shareImages';
import { themeHeadScript } from './src/theme/colorTheme';
import { darkColors, theme } from './tokens/stitches.config';
import * as templateSample from './tests/owners/sample/site';

/** Where the site is built; `DIST_DIR` lets tests build elsewhere (the server reads it too). */
const dist = process.env.DIST_DIR ?? 'dist';

/** Image variants are kept here between builds and copied into `dist/static/images`. */
const imageCache = 'node_modules/.cache/portfolio-images';
/** Each photo of `public/` upright and without its metadata, as the build publishes it. */
const photoCache = 'node_modules/.cache/portfolio-public-photos';
/** The link-preview image and icons, kept here between builds and copied to the root of `dist`. */
const shareCache = 'node_modules/.cache/portfolio-share';

/**
 * Two separate settings: `BASE_PATH` is the path the build is served under (`/` unless given), and
 * `SITE_URL`, else the content's `siteUrl`, the public address absolute links start with.
 */
const basePath = normaliseBasePath(process.env.BASE_PATH);
const site = publicSite(process.env.SITE_URL || siteUrl, basePath);

export default defineConfig(async ({ command }) => {
  const isBuild = command === 'build';
  // A wrong field stops the build with the same messages `npm test` gives.
  const { content, translations: checkedTranslations, warnings: contentWarnings } = await checkContent('public');
  // A text a further language left as the default language has it, unless marked as shared, and the
  // template's words a site in another language leaves out.
  for (const warning of contentWarnings) logger.warn(warning);
  const images = await buildImageManifest(contentImages, {
    publicDir: 'public',
    outDir: imageCache,
    urlPrefix: `${basePath}static/images`,
    encode: isBuild,
    report: (line) => logger.info(line),
  });
  // The path data of the simple-icons marks the footer names, and of no others.
  const brandMarks = await brandMarksOf(content.socialLinks);
  // A photo smaller than it is shown looks blurry: said, but the build goes on.
  for (const warning of smallPhotoWarnings(shownImages, images)) logger.warn(warning);
  // So is a file no field uses, or a text or file still the sample's: the sample as the template keeps
  // it for its own tests, whatever site.ts and public/ now hold.
  const sampleRecord = recordOf(siteContentOf(templateSample), 'tests/owners/sample/public');
  const leftovers = leftoverWarnings(content, { publicDir: 'public', usedImages: contentImages, record: sampleRecord });
  for (const warning of leftovers) logger.warn(warning);
  const publicPhotos = isBuild ? await cleanPhotoCopies('public', photoCache, (line) => logger.warn(line)) : [];
  const colors = theme.colors;
  const shareImages = isBuild
    ? await buildShareImages({
        publicDir: 'public',
        outDir: shareCache,
        portrait: owner.portrait,
        pagePreviews: projects.map((project) => ({ id: project.id, src: project.image })),
        background: colors.chrome.value,
      })
    : null;

  // Each language's whole content as plain data, in its module's place in the app: a page loads its
  // own language's words alone, and no code with them (src/build/languageContent.cjs). The development
  // server loads the modules themselves.
  const furtherContents = Object.fromEntries(
    await Promise.all(Object.keys(translations).map(async (tag) => [tag, await contentFor(tag)] as const)),
  );
  // Every language's offer of its pages, in the app itself: the offer fetches nothing (src/components/languageNotices.ts).
  const languageNotices = Object.fromEntries(
    !isBuild || Object.entries(furtherContents).length === 0
      ? []
      : [siteContent, ...Object.values(furtherContents)].map((content) => [
          content.language,
          content.layout.languageNotice,
        ]),
  );
  const contentRules = isBuild
    ? [
        {
          test: [/[\\/]src[\\/]content[\\/]index\.ts$/, translationChunks.test],
          use: [
            {
              loader: './src/build/languageContent.cjs',
              options: {
                defaultContent: siteContent,
                contents: furtherContents,
              },
            },
          ],
        },
      ]
    : [];

  return {
    plugins: [
      pluginReact(),
      pluginCompileHints(),
      pluginPublicPhotos(publicPhotos),
      ...(shareImages
        ? [
            pluginPrerender({
              site,
              images: shareImages,
              colors: { light: colors.chrome.value, dark: darkColors.chrome, background: colors.page.value },
            }),
          ]
        : []),
    ],
    environments: {
      web: {
        source: { entry: { index: './src/index.tsx' } },
        tools: { rspack: { module: { rules: contentRules } } },
        output: {
          copy: [
            ...variantFiles(images).map((file) => ({ from: `${imageCache}/${file}`, to: `static/images/${file}` })),
            ...(shareImages?.files ?? []).map((file) => ({ from: `${shareCache}/${file}`, to: file })),
          ],
        },
      },
      // Renders each page to HTML at build time; never shipped, and not needed by the dev server.
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
        // The path the site lives under (src/urls/basePath.ts).
        'process.env.BASE_PATH': JSON.stringify(basePath),
        // Sizes and responsive variants of the content images (src/images).
        'process.env.IMAGE_MANIFEST': JSON.stringify(JSON.stringify(images)),
        // The footer's brand marks (src/images/brandMarkData.ts).
        'process.env.BRAND_MARKS': JSON.stringify(JSON.stringify(brandMarks)),
        'process.env.LANGUAGE_NOTICES': JSON.stringify(JSON.stringify(languageNotices)),
        // Each language's direction and name (src/content/builtLanguages.ts); the development server asks Intl.
        'process.env.LANGUAGE_FACTS': JSON.stringify(
          JSON.stringify(isBuild ? languageFactsOf(siteLanguagesOf(siteContent)) : {}),
        ),
        // Each further language's own project slugs, so a page links a project's page in every language
        // (src/content/contentFor.ts); the development server reads them from the languages' files.
        'process.env.PROJECT_SLUGS': JSON.stringify(isBuild ? JSON.stringify(slugsOf(checkedTranslations)) : ''),
      },
    },
    html: {
      template: './src/index.html',
      title: owner.name,
      templateParameters: { themeHeadScript, languageAttributes: htmlLanguageAttributes(language) },
      favicon: './public/favicon.svg',
      meta: {
        // Written first in src/index.html instead, as the spec of HTML wants.
        charset: false,
        description: owner.summary,
      },
    },
    server: {
      // A photo ships as its upright copy without metadata, put in place by pluginPublicPhotos.
      publicDir: { name: 'public', ignore: photoPatterns },
      base: basePath,
      port: Number(process.env.PORT) || 3000,
      historyApiFallback: true,
    },
    output: {
      distPath: { root: dist },
      assetPrefix: basePath,
      sourceMap: { js: false, css: false },
    },
    splitChunks: {
      cacheGroups: {
        // The owner's words in a chunk of their own, whatever their size, so the script budget can
        // judge the template's code apart from them.
        [contentChunk.name]: { test: contentChunk.test, name: contentChunk.name, chunks: 'all', enforce: true },
        [imageSizesChunk.name]: {
          test: imageSizesChunk.test,
          name: imageSizesChunk.name,
          chunks: 'all',
          enforce: true,
        },
        // Each further language's words in a chunk of its own, loaded with a page in that language.
        words: {
          test: translationChunks.test,
          name: (module) => translationChunks.nameOf(module.nameForCondition() ?? ''),
          chunks: 'async',
          enforce: true,
        },
      },
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
