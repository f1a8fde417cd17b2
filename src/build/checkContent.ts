import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { translations } from '../content/languages';
import type { Translation } from '../content/model';
import { currentContent, type SiteContent, validateContent } from '../content/validateContent';
import { validateTranslation } from '../content/validateTranslation';

export interface CheckedContent {
  content: SiteContent;
  /** Each further language's translation, by its tag (src/content/languages.ts). */
  translations: Record<string, Translation>;
  /** Texts a translation left as the default language has them: said, but the build goes on. */
  warnings: string[];
}

/**
 * The build's content check: throws one error naming the file and, a line each, every field to fix
 * (`hobbies[0].image: public/images/x.jpg does not exist`), then each further language's, under its tag.
 * The build, `npm test`'s first step and the tests' global setup all stop on it, so a mistake reads the
 * same everywhere. Gives the content checked.
 */
export async function checkContent(publicDir: string): Promise<CheckedContent> {
  const content = await currentContent();
  const fileExists = (path: string) => existsSync(join(publicDir, path));
  const problems = validateContent(content, fileExists);
  if (problems.length > 0) throw new Error(`src/content/site.ts needs fixing:\n  ${problems.join('\n  ')}`);

  const tags = Object.keys(translations);
  const loaded: Record<string, Translation> = {};
  const sections: string[] = [];
  const warnings: string[] = [];
  for (const tag of tags) {
    const { translation } = await translations[tag]();
    loaded[tag] = translation;
    const report = validateTranslation(content, tag, translation, fileExists, tags);
    if (report.problems.length > 0)
      sections.push(`the ${tag} translation needs fixing:\n  ${report.problems.join('\n  ')}`);
    warnings.push(...report.warnings.map((warning) => `${tag} ${warning}`));
  }
  if (sections.length > 0)
    throw new Error(`src/content/languages.ts: ${sections.join('\nsrc/content/languages.ts: ')}`);
  return { content, translations: loaded, warnings };
}
