// @ts-check
/**
 * A loader for the app's build: each language's content becomes plain data, worked out while the site
 * is built (rsbuild.config.ts). The default language's module (`src/content/index.ts`) becomes its
 * `siteContent`; a further language's file (`src/content/site.<tag>.ts`) its whole content, its words
 * laid over the default language's pictures, links and files (contentIn, src/content/translate.ts).
 * A page then loads its own language's words alone, and no code with them (src/content/contentFor.ts).
 *
 * @this {{ resourcePath: string; getOptions: () => { defaultContent: unknown; contents: Record<string, unknown> } }}
 */
module.exports = function languageContent() {
  const { defaultContent, contents } = this.getOptions();
  // JSON.parse reads a large object faster than an object literal, and any text is safe inside it.
  const data = (/** @type {unknown} */ value) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  if (/[\\/]index\.ts$/.test(this.resourcePath)) return `export const siteContent = ${data(defaultContent)};\n`;
  const tag = /site\.([A-Za-z0-9-]+)\.ts$/.exec(this.resourcePath)?.[1] ?? '';
  if (!Object.hasOwn(contents, tag)) throw new Error(`${this.resourcePath} is not listed in src/content/languages.ts.`);
  return `export const content = ${data(contents[tag])};\n`;
};
