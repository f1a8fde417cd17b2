/** A simple-icons mark's path data (a 24 × 24 box) by its name: `{ mastodon: 'M23.268 5.313…' }`. */
export type BrandMarks = Record<string, string>;

// Set by rsbuild.config.ts at build time, and by the tests' global set-up: the marks the content names
// (src/build/brandMarks.ts), and no others. Data alone, in the chunk of the images' sizes (src/build/contentChunk.mjs).
export const brandMarks = JSON.parse(process.env.BRAND_MARKS || '{}') as BrandMarks;
