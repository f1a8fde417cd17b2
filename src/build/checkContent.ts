import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { currentContent, type SiteContent, validateContent } from '../content/validateContent';

/**
 * The build's content check: throws one error naming the file and, a line each, every field to fix
 * (`hobbies[0].image: public/images/x.jpg does not exist`). The build, `npm test`'s first step and the
 * tests' global setup all stop on it, so a mistake reads the same everywhere. Gives the content checked.
 */
export async function checkContent(publicDir: string): Promise<SiteContent> {
  const content = await currentContent();
  const problems = validateContent(content, (path) => existsSync(join(publicDir, path)));
  if (problems.length > 0) throw new Error(`src/content/site.ts needs fixing:\n  ${problems.join('\n  ')}`);
  return content;
}
