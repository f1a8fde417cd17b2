import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translation } from '../../src/content/model';

/**
 * Writes further languages into `dir` as "Add a language" has an owner write them: each language's
 * `site.<tag>.ts` with its translation, and `languages.ts` listing them all, written whole.
 */
export function writeLanguageFiles(dir: string, translations: Record<string, Translation>): void {
  for (const [tag, translation] of Object.entries(translations)) {
    writeFileSync(
      join(dir, `site.${tag}.ts`),
      `import type { Translation } from './model';\n\nexport const translation: Translation = ${JSON.stringify(translation, null, 2)};\n`,
    );
  }
  const entries = Object.keys(translations).map((tag) => `  '${tag}': () => import('./site.${tag}'),`);
  writeFileSync(
    join(dir, 'languages.ts'),
    [
      "import type { Translation } from './model';",
      '',
      'export type Translations = Record<string, () => Promise<{ translation: Translation }>>;',
      '',
      `export const translations: Translations = {\n${entries.join('\n')}\n};`,
      '',
    ].join('\n'),
  );
}
