/**
 * `tests/owners/sample/` keeps the sample's content for the template's own tests that need it (the
 * site in four languages, built over a copy of the project), so they never read or patch the owner's
 * `src/content/`. While the sample is the site's content, the two are the same, file for file.
 *
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const fixture = join(root, 'tests/owners/sample');

const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

describe("tests/owners/sample is the sample's content", () => {
  it.each(['site.ts', 'languages.ts'])('src/content/%s', (file) => {
    expect(readFileSync(join(fixture, file), 'utf8')).toBe(readFileSync(join(root, 'src/content', file), 'utf8'));
  });

  it.each(filesIn(join(fixture, 'public')))('public/%s', (file) => {
    expect(readFileSync(join(fixture, 'public', file)).equals(readFileSync(join(root, 'public', file)))).toBe(true);
  });
});
