import { isUntranslated } from '../content/fields';
import { languageTag, textDirection } from '../content/model';
import { useContent } from './useContent';

export interface LanguageAttributes {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * The `lang` and `dir` an element needs for the words at a path of a further language's file
 * (`home.greeting`, `projects.pokebase`), where the page shows the default language's words because
 * its language leaves them out; none where the words are in the page's own language. A screen reader
 * then reads them in the right voice, and the browser lays them out in their own direction.
 */
export function useLanguageOf(): (path: string) => LanguageAttributes {
  const { untranslated, defaultLanguage } = useContent();
  return (path) =>
    isUntranslated(untranslated, path)
      ? { lang: languageTag(defaultLanguage), dir: textDirection(defaultLanguage) }
      : {};
}
