/**
 * Project titles for property tests: words in several scripts (precomposed and decomposed accents,
 * letters with marks, upper and lower case), joined by spaces and punctuation. The word list is short
 * on purpose, so titles often make the same id and the checks of collisions run too.
 */
import fc from 'fast-check';

const words = [
  'app',
  'App',
  'Website',
  '2',
  '2.0',
  'Crème',
  'CRÈME',
  'Cre\u0300me', // the same word with its accent decomposed (NFD)
  'Brûlée',
  'Straße',
  'Ærø',
  'İstanbul',
  'ラーメン',
  '記録',
  'Σοφία',
  'ΣΟΦΊΑ',
  'Москва',
  'नमस्ते',
  'مرحبا',
  '한국어',
  '٣',
];

const separators = [' ', '  ', '-', '.', '!', ' & ', '/', ' — ', '_', '?', ':', '(', ')', '#', '%', '\t', '\u00a0'];

/** A title of one to six words and separators, which may start or end with punctuation. */
export const titleArbitrary = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...words) }, fc.constantFrom(...separators)), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''))
  .filter((title) => title.trim() !== '');

/** Any text at all, a grapheme at a time (every script, emoji, marks, controls). */
export const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });

/** Every property runs this many times from a fixed seed, so a failure replays. */
export const propertyRuns = { numRuns: 200, seed: 20_250_939 } as const;
