// @ts-check
/**
 * The owner's words (`src/content/site.ts`) and the data derived from them alone (the projects' ids,
 * the resume's file names, the content images' sizes) are built into a chunk of this name, apart from
 * the template's code: the script budget counts that code alone and reports the words beside it
 * (tests/browser/site.browser.test.ts, tests/budget/perf.mjs). rsbuild.config.ts makes the chunk.
 */
export const contentChunk = {
  name: 'content',
  /** Its modules: plain data, no code of the template's. */
  test: /[\\/]src[\\/](?:content[\\/](?:site|index)|images[\\/]manifestData)\.ts$/,
};

/**
 * Whether a script's address is the content chunk's: its file is `content.<hash>.js` (Rsbuild's
 * `[name].[contenthash]` file names).
 * @param {string} url
 */
export function isContentScript(url) {
  const file = new URL(url, 'http://localhost').pathname.split('/').at(-1) ?? '';
  return new RegExp(`^${contentChunk.name}\\.[0-9a-f]+\\.js$`).test(file);
}
