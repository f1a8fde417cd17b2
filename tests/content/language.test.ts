/** @jest-environment node */
import fc from 'fast-check';
import {
  htmlLanguageAttributes,
  languageTag,
  manifestLanguage,
  openGraphLocale,
  textDirection,
} from '../../src/content/model';

describe("the page language from the content's BCP 47 tag", () => {
  it.each([
    ['en-US', 'en-US', 'en_US'],
    ['en-GB', 'en-GB', 'en_GB'],
    ['en-in', 'en-IN', 'en_IN'],
    // Without a region, Open Graph gets the language's likely one.
    ['fr', 'fr', 'fr_FR'],
    ['pt-BR', 'pt-BR', 'pt_BR'],
    ['zh-Hant', 'zh-Hant', 'zh_TW'],
  ])('%s is written lang="%s" and og:locale %s', (tag, lang, locale) => {
    expect(languageTag(tag)).toBe(lang);
    expect(openGraphLocale(tag)).toBe(locale);
  });
});

describe('the direction a language is written in', () => {
  // Languages whose likely script is written from right to left, including some Node's own
  // `Intl.Locale#getTextInfo` calls left to right for lack of layout data (dv, glk, bal, sdh, rhg).
  it.each([
    'ar',
    'ar-EG',
    'fa',
    'he',
    'ur',
    'ps',
    'yi',
    'dv',
    'ckb',
    'ug',
    'sd',
    'syr',
    'nqo',
    'glk',
    'bal',
    'sdh',
    'rhg',
  ])('%s is right to left', (tag) => {
    expect(textDirection(tag)).toBe('rtl');
  });

  // A script in the tag wins over the language's likely one, both ways.
  it.each([
    ['az-Arab', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['ms-Arab', 'rtl'],
    ['ff-Adlm', 'rtl'],
    ['az', 'ltr'],
    ['pa', 'ltr'],
    ['ku', 'ltr'],
    ['sd-Deva', 'ltr'],
  ])('%s is %s', (tag, direction) => {
    expect(textDirection(tag)).toBe(direction);
  });

  it.each(['en-US', 'fr', 'pt-BR', 'ja', 'zh-Hant', 'ko', 'ru', 'hi', 'th', 'el', 'hy', 'ka', 'am', 'mn-Mong', 'bo'])(
    '%s is left to right',
    (tag) => {
      expect(textDirection(tag)).toBe('ltr');
    },
  );

  it('gives <html> a dir only for a right-to-left language, so a left-to-right page keeps its markup', () => {
    expect(htmlLanguageAttributes('en-us')).toBe('lang="en-US"');
    expect(htmlLanguageAttributes('ar-EG')).toBe('lang="ar-EG" dir="rtl"');
  });

  it('gives the web manifest a dir only for a right-to-left language', () => {
    expect(manifestLanguage('en-gb')).toEqual({ lang: 'en-GB' });
    expect(manifestLanguage('he')).toEqual({ lang: 'he', dir: 'rtl' });
  });

  // Any well-formed tag: a language subtag, perhaps a script and a region.
  it('answers ltr or rtl for any well-formed tag, and never throws', () => {
    const letters = (min: number, max: number) =>
      fc.stringMatching(new RegExp(`^[a-z]{${min},${max}}$`)).filter((text) => text.length >= min);
    const tag = fc
      .tuple(
        fc.oneof(letters(2, 3), letters(5, 8)),
        fc.option(fc.stringMatching(/^[A-Z][a-z]{3}$/), { nil: undefined }),
        fc.option(fc.oneof(fc.stringMatching(/^[A-Z]{2}$/), fc.stringMatching(/^[0-9]{3}$/)), { nil: undefined }),
      )
      .map((parts) => parts.filter(Boolean).join('-'))
      .filter((candidate) => {
        try {
          return Intl.getCanonicalLocales(candidate).length === 1;
        } catch {
          return false;
        }
      });
    fc.assert(
      fc.property(tag, (candidate) => {
        expect(['ltr', 'rtl']).toContain(textDirection(candidate));
        expect(htmlLanguageAttributes(candidate)).toMatch(/^lang="[^"]+"( dir="rtl")?$/);
      }),
      { numRuns: 300, seed: 40 },
    );
  });
});
