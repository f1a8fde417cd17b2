import { isWithin } from '../content/paths';
import { isEnglish, languageTag, templateLanguage, textDirection } from '../content/model';
import { useContent } from './useContent';

export interface LanguageAttributes {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * The `lang` and `dir` an element needs for the words at a path of a further language's file
 * (`home.greeting`, `projects.pokebase`), where the page shows the default language's words because
 * its language leaves them out; none where the words are in the page's own language. A screen reader
 * then reads them in the right voice, and the browser lays them out in their own direction. The
 * template's words that no file gives (contract.ts: `template`) are English, marked so on a page in
 * any other language.
 */
export function useLanguageOf(): (path: string) => LanguageAttributes {
  const { untranslated, kept, templated, defaultLanguage, language } = useContent();
  const marked = attributesOf(defaultLanguage);
  // An English default language's mark where site.ts is English too, so one page marks English one way.
  const template = isEnglish(language) ? {} : isEnglish(defaultLanguage) ? marked : english;
  return (path) =>
    isWithin(templated, path)
      ? template
      : isWithin(untranslated, path) || kept.includes(path) || (language !== defaultLanguage && isKeptEverywhere(path))
        ? marked
        : {};
}

/**
 * The page's own `lang` and `dir`: for what a marked element holds in the page's language (the
 * navigation's links, where its name is another language's words).
 */
export function usePageLanguage(): LanguageAttributes {
  return attributesOf(useContent().language);
}

const attributesOf = (language: string): LanguageAttributes => ({
  lang: languageTag(language),
  dir: textDirection(language),
});

const english: LanguageAttributes = { lang: templateLanguage, dir: 'ltr' };

/**
 * Words no further language gives (contract.ts: `translated: false`): the footer links' names, which
 * every language shows as site.ts writes them, so they are in the default language on every page.
 */
const isKeptEverywhere = (path: string) => path.startsWith('socialLinks.');
