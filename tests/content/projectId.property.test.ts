/** @jest-environment node */
import fc from 'fast-check';
import { idOf, projectId } from '../../src/content/model';
import { withoutOptionalMarks } from '../../src/text/optionalMarks.mjs';
import { anyText, propertyRuns, titleArbitrary } from '../support/titleArbitraries';

/** The rule ids followed before they kept other scripts: for an ASCII title the id must not change. */
const asciiOnlyId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const anyTitle = fc.oneof(anyText, titleArbitrary);
const letterOrDigit = /[\p{L}\p{M}\p{N}]/u;

describe('projectId, for any title', () => {
  it('never throws and gives an id with no whitespace and no "-" at either end or twice in a row', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        const id = projectId(title);
        expect(id).not.toMatch(/\s/u);
        expect(id).not.toMatch(/^-|-$|--/);
      }),
      propertyRuns,
    );
  });

  it('is idempotent: an id is its own id, so it can be given as a slug', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        const id = projectId(title);
        expect(projectId(id)).toBe(id);
      }),
      propertyRuns,
    );
  });

  it('keeps an ASCII title\'s id exactly as it was ("Website 2.0" → "website-2-0")', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (title) => {
        expect(projectId(title)).toBe(asciiOnlyId(title));
      }),
      propertyRuns,
    );
  });

  it('is empty only for a title with no letter, mark or digit in any script (but marks written only sometimes)', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        expect(projectId(title) === '').toBe(!letterOrDigit.test(withoutOptionalMarks(title.normalize('NFC'))));
      }),
      propertyRuns,
    );
  });

  it('keeps the letters and digits, in order, lowercased: only the runs between them become "-"', () => {
    fc.assert(
      fc.property(titleArbitrary, (title) => {
        const kept = (text: string) =>
          withoutOptionalMarks(text.normalize('NFC').toLowerCase().normalize('NFC'))
            .match(/[\p{L}\p{M}\p{N}]/gu)
            ?.join('') ?? '';
        expect(projectId(title).replace(/-/g, '')).toBe(kept(title).normalize('NFC'));
      }),
      propertyRuns,
    );
  });

  it('gives the same id to a title typed with composed or decomposed accents, in either case', () => {
    fc.assert(
      fc.property(titleArbitrary, (title) => {
        const id = projectId(title);
        expect(projectId(title.normalize('NFD'))).toBe(id);
        expect(projectId(title.normalize('NFC'))).toBe(id);
        const upper = title.toUpperCase();
        // Some letters have no single capital (ß → SS): those titles are another word in capitals.
        if (upper.toLowerCase() === title.toLowerCase()) expect(projectId(upper)).toBe(id);
      }),
      propertyRuns,
    );
  });

  it.each([
    ['مُدَوَّنَة', 'مدونة'],
    ['تحدّي ١٠٠ يوم', 'تحدي-١٠٠-يوم'],
    ['שָׁלוֹם עוֹלָם', 'שלום-עולם'],
    // Marks that make another letter stay: alef with hamza, and every other script's accents.
    ['أَمَل', 'أمل'],
    ['Crème Brûlée', 'crème-brûlée'],
  ])('leaves out the marks a language writes only sometimes: %s → %s', (title, id) => {
    expect(projectId(title)).toBe(id);
    expect(projectId(withoutOptionalMarks(title))).toBe(id);
  });

  it('is what a project is addressed by, unless it sets its own slug', () => {
    fc.assert(
      fc.property(titleArbitrary, fc.option(titleArbitrary.map(projectId)), (title, slug) => {
        expect(idOf({ title, slug: slug ?? undefined })).toBe(slug ?? projectId(title));
      }),
      propertyRuns,
    );
  });
});
