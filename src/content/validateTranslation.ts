import type { SiteContent } from './index';
import { contract } from './contract';
import { isTranslatedAt, shapeProblems, textsOf } from './fields';
import { isWithin } from './paths';
import { hobbyId, isEnglish, type Translation } from './model';
import { languagePrefix } from '../urls/languages';
import { contentIn } from './translate';
import { anyMark, isKnownLanguage, validateContent } from './validateContent';

const quote = (value: unknown) => JSON.stringify(value);

export { languagePrefix };

/** What a field of the merged content is called in the translation (`projects[2].title` → `projects["pokebase"].title`). */
function translationField(defaults: SiteContent, field: string): string {
  return field
    .replace(/^projects\[(\d+)\]/, (_, index: string) => `projects[${quote(defaults.projects[Number(index)].id)}]`)
    .replace(/^hobbies\[(\d+)\]/, (_, index: string) => `hobbies[${quote(hobbyId(defaults.hobbies[Number(index)]))}]`);
}

/** The translation's entries by id that no item of the default language's has (one left out is a note, not this). */
function unknownIds(kind: 'projects' | 'hobbies', ids: string[], entries: Record<string, unknown> = {}) {
  const what = kind === 'projects' ? 'project' : 'hobby';
  return Object.keys(entries)
    .filter((id) => !ids.includes(id))
    .map(
      (id) =>
        `${kind}[${quote(id)}]: no ${what} has this id; the ids are ${ids.map((known) => quote(known)).join(', ')}`,
    );
}

/**
 * A translation's resume words against the files site.ts offers: none for a file the site lacks (a
 * language has no file of a format the site lacks; the files stay the default language's). Words
 * left out for a file it has are left to translate, as any other.
 */
function resumeProblems(defaults: SiteContent, translation: Translation): string[] {
  return (['pdf', 'word'] as const).flatMap((key) => {
    const format = key === 'pdf' ? 'PDF' : 'Word';
    if (defaults.resume[key] !== undefined || translation.resume?.[key] === undefined) return [];
    return [
      `resume.${key}: the site has no ${format} file (site.ts's resume has no ${key}); leave these words out, or add the file to site.ts`,
    ];
  });
}

/** The default language's text at a translation's field path, if it has one there. */
function defaultTextAt(defaults: SiteContent, path: string): unknown {
  const [section, id, ...rest] = path.split('.');
  let value: unknown =
    section === 'projects'
      ? defaults.projects.find((project) => project.id === id)
      : section === 'hobbies'
        ? defaults.hobbies.find((hobby) => hobbyId(hobby) === id)
        : (defaults as Record<string, unknown>)[section];
  const keys = section === 'projects' || section === 'hobbies' ? rest : [id, ...rest];
  for (const key of keys.filter((part) => part !== undefined)) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

export interface TranslationReport {
  /** Mistakes the build stops on, each starting with its field. */
  problems: string[];
  /** Texts left as the default language has them and not marked as shared. */
  warnings: string[];
}

/**
 * The build's check of one further language: its tag, its projects and hobbies against the default
 * language's ids, and every check of the content (empty text, placeholders, links, its own resume
 * files) on the site as it reads in that language.
 */
export function validateTranslation(
  defaults: SiteContent,
  tag: string,
  translation: Translation,
  fileExists: (publicPath: string) => boolean,
  otherTags: readonly string[] = [],
): TranslationReport {
  if (!isKnownLanguage(tag)) {
    return { problems: [`${quote(tag)} is not a BCP 47 language tag (like "pt-BR", "fr" or "ja")`], warnings: [] };
  }
  const problems: string[] = [];
  if (languagePrefix(tag) === languagePrefix(defaults.language)) {
    problems.push(`${quote(tag)} is the default language (site.ts's language); list only further languages`);
  }
  const twin = otherTags.find((other) => other !== tag && languagePrefix(other) === languagePrefix(tag));
  if (twin !== undefined)
    problems.push(`${quote(tag)} and ${quote(twin)} would share the address ${languagePrefix(tag)}/`);

  // A field left out or misspelt is said as such, and nothing is laid over the default language's with it.
  const shape = shapeProblems(contract, translation, '', true);
  if (shape.length > 0) return { problems: [...problems, ...shape], warnings: [] };

  // A translation finds each hobby by its id: two hobbies with one id could not be told apart.
  const hobbyIds = defaults.hobbies.map(hobbyId);
  hobbyIds.forEach((id, index) => {
    const first = hobbyIds.indexOf(id);
    if (first !== index) {
      problems.push(
        `hobbies[${index}].title: ${quote(defaults.hobbies[index].title)} makes the id ${quote(id)}, as hobbies[${first}].title does; a translation could not tell them apart, so give one another title (site.ts)`,
      );
    }
  });

  problems.push(
    ...unknownIds(
      'projects',
      defaults.projects.map((project) => project.id),
      translation.projects,
    ),
    ...unknownIds('hobbies', defaults.hobbies.map(hobbyId), translation.hobbies),
  );
  problems.push(...resumeProblems(defaults, translation));
  const content = contentIn(defaults, tag, translation);
  // A resume file the language does not give its own `href` for is the default's file.
  const defaultFiles = (['pdf', 'word'] as const).filter((key) => translation.resume?.[key]?.href === undefined);
  problems.push(
    ...validateContent(content, fileExists, anyMark, tag)
      // Fields a translation does not hold (the language, the links and the footer's icons, the pictures,
      // which resume files there are and the default's own files) are the default's, checked there.
      .filter((problem) => {
        const field = /^[^:]*/.exec(problem)?.[0] ?? '';
        const defaultFile = defaultFiles.some((key) => field === `resume.${key}.href`);
        return field !== 'resume' && !defaultFile && isTranslatedAt(contract, field);
      })
      .map((problem) => translationField(defaults, problem)),
  );

  const defaultName = new Intl.DisplayNames('en', { type: 'language' }).of(defaults.language) ?? defaults.language;
  const shared = new Set(translation.shared ?? []);
  // The template's words the default language leaves out are English, whatever the default language is.
  const isTemplate = (path: string) => isWithin(defaults.templated, path);
  const warnings = textsOf(contract, translation)
    // Text without a letter (a year, `2024–2025`) reads the same in every language.
    .filter(([path, text]) => /\p{L}/u.test(text) && !shared.has(path) && defaultTextAt(defaults, path) === text)
    .filter(([path]) => !(isTemplate(path) && isEnglish(tag)))
    .map(
      ([path]) =>
        `${path}: is the same as in ${isTemplate(path) ? "the template's English" : defaultName}; translate it, or list it in shared if it reads the same`,
    );
  // Where the default language is not English, what it leaves to the template shows in English here
  // too; on a page in English, that is not left to translate (contentIn).
  const templated = isEnglish(defaults.language) || isEnglish(tag) ? [] : content.templated;
  const inDefault = content.untranslated.filter((path) => !templated.includes(path));
  if (inDefault.length > 0) {
    warnings.push(`left to translate, shown in ${defaultName} until it is: ${inDefault.join(', ')}`);
  }
  if (templated.length > 0) {
    warnings.push(`left to translate, shown in the template's English until it is: ${templated.join(', ')}`);
  }
  return { problems: [...new Set(problems)], warnings };
}
