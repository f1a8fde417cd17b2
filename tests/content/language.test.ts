import { languageTag, openGraphLocale } from '../../src/content/model';

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
