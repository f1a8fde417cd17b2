import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contract } from '../content/contract';
import { shapeProblems } from '../content/fields';
import { translations } from '../content/languages';
import type { Translation } from '../content/model';
import { currentContent, type SiteContent, templateWordsNote, validateContent } from '../content/validateContent';
import { validateTranslation } from '../content/validateTranslation';
import { brandMarkNames } from './brandMarks';
import { fieldLines, lineOf } from './fieldLines';

export interface CheckedContent {
  content: SiteContent;
  /** Each further language's translation, by its tag (src/content/languages.ts). */
  translations: Record<string, Translation>;
  /**
   * Texts a translation left as the default language has them, and the template's words a site in
   * another language than English leaves out: said, but the build goes on.
   */
  warnings: string[];
}

/** A field's path at the start of a problem (`projects["a: b"].title: is empty` → `projects["a: b"].title`). */
const problemField = /^((?:[\p{L}\p{N}_$-]+|\[\d+\]|\["(?:[^"\\]|\\.)*"\]|\.)+): /u;

/** A content file's problems, each on a line of its own that starts where to fix it: `src/content/site.ts:42: `. */
function located(file: string, problems: string[], root?: string, fallbackLine?: number): string[] {
  const path = join('src/content', file);
  const lines = existsSync(path) ? fieldLines(readFileSync(path, 'utf8')) : new Map<string, number>();
  return problems
    .map((problem) => {
      const field = problemField.exec(problem)?.[1];
      return { problem, line: (field === undefined ? undefined : lineOf(lines, field, root)) ?? fallbackLine };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    .map(({ problem, line }) => `${path}${line === undefined ? '' : `:${line}`}: ${problem}`);
}

/**
 * The lists whose ids site.ts gets wrong (a title left empty, two titles making one id): a further
 * language's entries are matched by those ids, so while they are wrong the matching is not checked,
 * and site.ts's own line says what to fix.
 */
function listsWithWrongIds(problems: string[]): Set<string> {
  return new Set(
    problems.flatMap((problem) => /: (projects|hobbies)\[\d+\]\.(?:title|slug): /.exec(problem)?.[1] ?? []),
  );
}

/**
 * site.ts and each further language's file against contract.ts: a field left out, misspelt or of
 * the wrong kind, said as such at its line, before anything reads the content by its fields.
 */
async function checkShapes() {
  const site: Record<string, unknown> = { ...(await import('../content/site')) };
  const problems = located('site.ts', shapeProblems(contract, site));
  for (const tag of Object.keys(translations)) {
    const { translation } = await translations[tag]();
    problems.push(...located(`site.${tag}.ts`, shapeProblems(contract, translation, '', true), 'translation'));
  }
  if (problems.length > 0) throw new Error(`The content needs fixing:\n  ${problems.join('\n  ')}`);
}

/**
 * The build's content check: throws one error listing every mistake in every content file at once,
 * a line each, starting with the file and line to fix and naming the field and what to do
 * (`src/content/site.ts:113: hobbies[0].image: public/images/x.jpg does not exist`): site.ts's, then
 * each further language's in its own file (`src/content/site.fr.ts:40: home.greeting: is empty`).
 * The build, `npm test`'s first step and the tests' global setup all stop on it, so a mistake reads
 * the same everywhere. Gives the content checked.
 */
export async function checkContent(publicDir: string): Promise<CheckedContent> {
  await checkShapes();
  const content = await currentContent();
  const fileExists = (path: string) => existsSync(join(publicDir, path));
  const problems = located('site.ts', validateContent(content, fileExists, brandMarkNames));
  const wrongIds = listsWithWrongIds(problems);

  const tags = Object.keys(translations);
  const listed = fieldLines(
    existsSync('src/content/languages.ts') ? readFileSync('src/content/languages.ts', 'utf8') : '',
  );
  const loaded: Record<string, Translation> = {};
  const warnings = templateWordsNote(content);
  for (const tag of tags) {
    const { translation } = await translations[tag]();
    loaded[tag] = translation;
    const report = validateTranslation(content, tag, translation, fileExists, tags);
    report.problems = report.problems.filter((problem) => !wrongIds.has(/^(\w+)\[/.exec(problem)?.[1] ?? ''));
    // A problem with the language itself is where languages.ts lists it; a field's, in the language's file.
    const [ofFields, ofLanguage] = [
      report.problems.filter((problem) => problemField.test(problem)),
      report.problems.filter((problem) => !problemField.test(problem)),
    ];
    problems.push(
      ...located('languages.ts', ofLanguage, undefined, lineOf(listed, `translations[${JSON.stringify(tag)}]`)),
      ...located(`site.${tag}.ts`, ofFields, 'translation'),
    );
    warnings.push(...report.warnings.map((warning) => `${tag} ${warning}`));
  }
  if (problems.length > 0) throw new Error(`The content needs fixing:\n  ${problems.join('\n  ')}`);
  return { content, translations: loaded, warnings };
}
