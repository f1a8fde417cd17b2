import type { SiteContent } from './index';
import { contract } from './contract';
import { keptIn, overlay, untranslatedIn } from './fields';
import { isWithin } from './paths';
import { isEnglish, itemId, resumeSection, type Translation } from './model';

/**
 * The site's content in a further language: the translation's words over the default language's
 * content (as contract.ts declares which fields are words), whose pictures, links, files and ids
 * stay, and the owner's name unless the language writes it otherwise. A project keeps its id (the
 * default language's, which the translation names it by) and, where the translation gives it a slug,
 * has its page in this language there (`slugs`). Whatever the translation leaves out keeps the
 * default language's words, listed in `untranslated`, so a page marks them with that language
 * (`useLanguageOf`) and the build notes them; so are the words it may leave as they are (`kept`).
 * Where those are the template's English words (the default language's file leaves them out too),
 * they are `templated`, marked as English.
 */
export function contentIn(defaults: SiteContent, language: string, translation: Translation): SiteContent {
  const content = overlay(contract, defaults, translation, itemId) as SiteContent;
  const left = untranslatedIn(contract, defaults, translation, itemId);
  const templated = leftTemplated(defaults.templated, left);
  // On a page in English, the template's English words are not left to translate: the page is whole.
  const untranslated = isEnglish(language) ? left.filter((path) => !templated.includes(path)) : left;
  const name = translation.owner?.name;
  const slugOf = (id: string) => translation.projects?.[id]?.slug;
  return {
    ...content,
    language,
    owner: { ...content.owner, ...(name !== undefined && { firstName: name.trim().split(/\s+/)[0] }) },
    resume: resumeSection(content.resume),
    untranslated,
    templated,
    kept: keptIn(contract, defaults, translation, itemId),
    projects: content.projects.map((project) => {
      const slug = slugOf(project.id);
      return slug === undefined ? project : { ...project, slugs: { ...project.slugs, [language]: slug } };
    }),
  };
}

/** The paths both lists cover: of the template's words, those a further language leaves out as well. */
function leftTemplated(templated: readonly string[], untranslated: readonly string[]): string[] {
  const both = templated.flatMap((template) =>
    untranslated.flatMap((left) =>
      isWithin([template], left) ? [left] : isWithin([left], template) ? [template] : [],
    ),
  );
  return [...new Set(both)];
}
