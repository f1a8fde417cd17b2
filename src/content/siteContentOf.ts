import { contract } from './contract';
import { withTemplateWords } from './fields';
import { hobbyId, idOf, itemId, type Project, resumeSection, type SiteEntry, type SiteValues } from './model';

// Apart from model.ts, which the first load carries: the contract, with the template's words, is read
// only with the default language's content (its own chunk) and in the build.

/** site.ts's content with the template's words where it leaves them out, and their paths (`withTemplateWords`). */
export function filledIn(written: SiteEntry): { site: SiteValues; templated: string[] } {
  const { value, templated } = withTemplateWords(contract, written, itemId);
  return { site: value as SiteValues, templated };
}

/**
 * Everything a site file says, with the template's words where it leaves them out and the values
 * derived from it: each project's id, the resume files' names and types, and which language is the
 * default, that every language's content carries.
 */
export function siteContentOf(written: SiteEntry) {
  const { site, templated } = filledIn(written);
  // The build strips types without checking them: a section left out of site.ts arrives here as
  // undefined, and the content check (contract.ts) names it at its line, so nothing here may throw.
  const { projects = [], hobbies = [] } = site as Partial<SiteValues>;
  return {
    ...site,
    projects: projects.map((entry): Project => ({ id: idOf(entry), slugs: {}, ...entry })),
    // Matched across languages by the default language's title, which a further language's replaces.
    hobbies: hobbies.map((entry) => ({ id: hobbyId(entry), ...entry })),
    resume: site.resume && resumeSection(site.resume),
    defaultLanguage: site.language,
    /**
     * What this language leaves to the default language's words, by its path in a further
     * language's file (`about`, `projects.pokebase.title`): shown marked with the default's `lang`.
     */
    untranslated: [] as readonly string[],
    /**
     * The words this language may leave as the default language writes them and does (the owner's
     * name, a project's stack), by path: nothing to translate, but marked with the default's `lang`.
     */
    kept: [] as readonly string[],
    /**
     * The template's words this language shows because its file leaves them out, by path
     * (`errorPages`, `projectsPage.popup.closeLabel`): in English, marked as English.
     */
    templated: templated as readonly string[],
  };
}
