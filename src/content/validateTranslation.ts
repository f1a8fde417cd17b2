import type { SiteContent } from './index';
import { hobbyId, type Translation } from './model';
import { languagePrefix } from '../urls/languages';
import { contentIn } from './translate';
import { isKnownLanguage, validateContent } from './validateContent';

const quote = (value: unknown) => JSON.stringify(value);

export { languagePrefix };

/** What a field of the merged content is called in the translation (`projects[2].title` → `projects["pokebase"].title`). */
function translationField(defaults: SiteContent, field: string): string {
  return field
    .replace(/^projects\[(\d+)\]/, (_, index: string) => `projects[${quote(defaults.projects[Number(index)].id)}]`)
    .replace(/^hobbies\[(\d+)\]/, (_, index: string) => `hobbies[${quote(hobbyId(defaults.hobbies[Number(index)]))}]`);
}

/** The translation's entries by id against the default language's ids: each missing and each unknown one. */
function idProblems(kind: 'projects' | 'hobbies', ids: string[], entries: Record<string, unknown>, language: string) {
  const given = Object.keys(entries ?? {});
  const what = kind === 'projects' ? 'project' : 'hobby';
  return [
    ...ids
      .filter((id) => !given.includes(id))
      .map((id) => `${kind}[${quote(id)}]: is missing; give this ${what}'s words in ${language}`),
    ...given
      .filter((id) => !ids.includes(id))
      .map(
        (id) =>
          `${kind}[${quote(id)}]: no ${what} has this id; the ids are ${ids.map((known) => quote(known)).join(', ')}`,
      ),
  ];
}

/** Every text of `value` by its field's path (`home.greeting`, `projects.pokebase.title`). */
function textsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => textsOf(item, path === '' ? key : `${path}.${key}`));
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

  const name = new Intl.DisplayNames('en', { type: 'language' }).of(tag) ?? tag;
  problems.push(
    ...idProblems(
      'projects',
      defaults.projects.map((project) => project.id),
      translation.projects,
      name,
    ),
    ...idProblems('hobbies', defaults.hobbies.map(hobbyId), translation.hobbies, name),
  );
  const content = contentIn(defaults, tag, translation);
  // The footer's icons, as its links, are the default language's: checked there, so any name passes here.
  const anyMark = { has: () => true, nearest: () => [] };
  problems.push(
    ...validateContent(content, fileExists, anyMark)
      // Fields a translation does not hold (the language, the links, the pictures) are the default's, checked there.
      .filter(
        (problem) =>
          !/^(?:language|siteUrl|socialLinks|projects\[\d+\]\.(?:link|image|slug|code)|hobbies\[\d+\]\.image|owner\.portrait\.src|about\.photo\.src)\b/.test(
            problem,
          ),
      )
      .map((problem) => translationField(defaults, problem)),
  );

  const shared = new Set(translation.shared ?? []);
  const warnings = textsOf({ ...translation, shared: undefined })
    // Text without a letter (a year, `2024–2025`) reads the same in every language.
    .filter(([path, text]) => /\p{L}/u.test(text) && !shared.has(path) && defaultTextAt(defaults, path) === text)
    .map(
      ([path]) =>
        `${path}: is the same as in ${new Intl.DisplayNames('en', { type: 'language' }).of(defaults.language) ?? defaults.language}; translate it, or list it in shared if it reads the same`,
    );
  return { problems: [...new Set(problems)], warnings };
}
