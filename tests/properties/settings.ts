import fc from 'fast-check';

/**
 * Every property runs at least 200 generated cases. In CI the seed is fixed, so a run is repeatable;
 * elsewhere it changes each run (FC_SEED=<n> replays one), and a failure prints its seed and the
 * smallest content that breaks the property.
 */
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 39 : undefined;

export const runs: fc.Parameters<unknown> = { numRuns: 200, ...(seed === undefined ? {} : { seed }) };

/** Any text: any Unicode, grapheme by grapheme (letters of any script, emoji, marks, controls). */
export const anyText = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: 'grapheme', maxLength: 40, ...constraints });

/** Text that is not blank, as the content's shown text must be. */
export const shownText = (constraints: { maxLength?: number } = {}) =>
  anyText({ minLength: 1, ...constraints }).filter((text) => text.trim() !== '');
