/**
 * The resume mistakes an owner with one file, or a further language, can make, each one line of
 * `npm test`'s content check (tests/support/contentGate.mjs) starting with the file and line to fix:
 * words for a file the site does not have, in a language's file; a file's words left out there; a
 * file the resume names that is not in public/; and a resume with no file at all. Each is planted in a
 * copy of the project with the sample's content (tests/owners/sample) and an Arabic page.
 *
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translation } from '../../src/content/model';
import { translationOf } from '../support/translations';
import { contentWithAlone, sampleContent, withoutResumeEntry } from '../support/resumeAlone';
import { writeLanguageFiles } from './languageFiles';
import { ownerCopy } from './ownerCopy.mjs';
import { freshRunEnvironment } from './runEnvironment';

const inArabic = (text: string) => `بالعربية: ${text}`;

/** The lines the content check gives for a copy of the sample whose site.ts `edit` changes, with `arabic` added. */
function checkLines(edit: (source: string) => string, arabic?: Translation): { lines: string[]; copy: string } {
  const copy = ownerCopy(join(__dirname, 'sample'));
  const site = join(copy, 'src/content/site.ts');
  writeFileSync(site, edit(readFileSync(site, 'utf8')));
  if (arabic) writeLanguageFiles(join(copy, 'src/content'), { ar: arabic });
  const gate = spawnSync(process.execPath, ['tests/support/contentGate.mjs'], {
    cwd: copy,
    env: freshRunEnvironment(),
    encoding: 'utf8',
  });
  const lines = `${gate.stdout}${gate.stderr}`.split('\n').filter((line) => line.startsWith('  src/content/'));
  expect(gate.status).toBe(1);
  return { lines: lines.map((line) => line.trim()), copy };
}

/** The line of the first `key` (as written in the file) after `anchor` in the copy's `file`. */
function lineOf(copy: string, file: string, anchor: string, key: string): number {
  const text = readFileSync(join(copy, 'src/content', file), 'utf8');
  const at = text.indexOf(key, text.indexOf(anchor));
  return text.slice(0, at).split('\n').length;
}

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

describe('the content check of the resume files, by file and line', () => {
  it("names a language's words for a file the site does not have where they are written", () => {
    // A PDF alone; the Arabic file still has words for the Word file.
    const words = translationOf(sampleContent, inArabic);
    const { lines, copy } = checkLines((source) => withoutResumeEntry(source, 'word'), words);
    copies.push(copy);
    expect(lines).toEqual([
      `src/content/site.ar.ts:${lineOf(copy, 'site.ar.ts', '"resume"', '"word"')}: resume.word: the site has no Word file (site.ts's resume has no word); leave these words out, or add the file to site.ts`,
    ]);
  }, 60_000);

  it("names a file that is not in public/ where site.ts names it, once; its words left out of a language's file are only left to translate", () => {
    const alone = translationOf(contentWithAlone('pdf'), inArabic);
    const { lines, copy } = checkLines(
      (source) => source.replace(`href: '${sampleContent.resume.word!.href}'`, "href: '/files/Not there.docx'"),
      alone,
    );
    copies.push(copy);
    expect(lines).toEqual([
      `src/content/site.ts:${lineOf(copy, 'site.ts', 'export const resume', 'word:')}: resume.word.href: public/files/Not there.docx does not exist`,
    ]);
  }, 60_000);

  it('names a resume with no file once, at the resume', () => {
    const { lines, copy } = checkLines((source) => withoutResumeEntry(withoutResumeEntry(source, 'pdf'), 'word'));
    copies.push(copy);
    expect(lines).toEqual([
      `src/content/site.ts:${lineOf(copy, 'site.ts', '', 'export const resume')}: resume: has no file; give pdf, word or both, each with its href under public/ (like "/resume.pdf")`,
    ]);
  }, 60_000);
});
