// @ts-check
/**
 * The owner's words in the default language (`src/content/site.ts`) and the data derived from them
 * alone (the projects' ids, the resume's file names) are built into a chunk of this name, apart from
 * the template's code, loaded with a page in that language only: the script budget counts that code
 * alone and reports the words beside it (tests/browser/site.browser.test.ts, tests/budget/perf.mjs).
 * rsbuild.config.ts makes the chunk.
 */
export const contentChunk = {
  name: 'content',
  /** Its modules: plain data, no code of the template's. */
  test: /[\\/]src[\\/]content[\\/](?:site|index)\.ts$/,
};

/**
 * The content images' sizes and variants, and the path data of the brand marks its footer icons name,
 * the same in every language: data of the owner's too, in a chunk of this name.
 */
export const imageSizesChunk = {
  name: 'image-sizes',
  test: /[\\/]src[\\/]images[\\/](?:manifestData|brandMarkData)\.ts$/,
};

/**
 * A further language's words (`src/content/site.<tag>.ts`, loaded when a page in it is shown): each in
 * a chunk named `words-<tag>`, counted with the owner's words, not with the template's code.
 */
export const translationChunks = {
  test: /[\\/]src[\\/]content[\\/]site\.[A-Za-z0-9-]+\.ts$/,
  /**
   * The chunk's name for a language's file: `words-pt-BR`.
   * @param {string} file
   */
  nameOf: (file) => `words-${/site\.([A-Za-z0-9-]+)\.ts$/.exec(file)?.[1] ?? 'language'}`,
};

/**
 * What each further language adds to the template's code on a first visit: the entry script names
 * its words' chunk and loads it, about 85 bytes compressed (the third owner's two added 170). The code
 * budget allows this much a language beside its own figure, so that adding one never fails it.
 */
export const perLanguageCodeKb = 0.1;

/**
 * Whether a script's address is one of the owner's words or data: the content chunk's, a further
 * language's or the images' sizes (`content.<hash>.js`, `words-pt-BR.<hash>.js`, `image-sizes.<hash>.js`:
 * Rsbuild's `[name].[contenthash]` names).
 * @param {string} url
 */
export function isContentScript(url) {
  const file = new URL(url, 'http://localhost').pathname.split('/').at(-1) ?? '';
  return new RegExp(`^(?:${contentChunk.name}|${imageSizesChunk.name}|words-[A-Za-z0-9-]+)\\.[0-9a-f]+\\.js$`).test(
    file,
  );
}
