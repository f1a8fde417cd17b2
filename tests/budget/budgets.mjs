// The site's byte budgets for a page's first visit, compressed: what the browser tests hold every
// build to and `npm run perf` prints against. The one place they are written.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { perLanguageCodeKb } from '../../src/build/contentChunk.mjs';

export const budgets = {
  /** The template's code before the app is ready, less the owner's words (KB), for a site of one language. */
  codeKb: 110,
  /** Code fetched ahead once the page has loaded (KB). */
  preloadScriptKb: 60,
  /** Everything the page loads before the app is ready, images included (KB). */
  totalKb: 250,
  /** The owner's words in scripts beyond this are reported: a warning, never a failure (KB). */
  wordsWarnKb: 30,
};

/** A built site's further languages: each has a chunk of its words (`words-<tag>`). */
export const builtFurtherLanguages = (dist) =>
  readdirSync(join(dist, 'static/js/async')).filter((file) => /^words-.+\.js$/.test(file)).length;

/** The code budget of the site built in `dist`, with each further language's allowance (src/build/contentChunk.mjs). */
export const codeBudgetKbOf = (dist) => budgets.codeKb + perLanguageCodeKb * builtFurtherLanguages(dist);
