import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contract } from '../content/contract';
import { type Field, leavesOf } from '../content/fields';
import type { SiteContent } from '../content/validateContent';

/** The sample's own words and files as fingerprints, to find them in an owner's content and public/. */
export interface SampleRecord {
  /** A fingerprint of each of the sample's own texts, by its field. */
  texts: Record<string, string>;
  /** A fingerprint of each of the sample's own files, by its path under `public/`. */
  files: Record<string, string>;
}

export const fingerprint = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * Each of the owner's own texts in `content` (contract.ts marks them `own`), by field
 * (`about.paragraphs[2]`): their name, story, descriptions, links, the descriptions search engines
 * show, and a resume file's address, whose name its messages show; not a label any owner may share
 * ("Download PDF", "Fitness").
 */
export function ownWords(content: SiteContent): [field: string, text: string][] {
  return leavesOf(contract, content)
    .filter(([, value, field]) => typeof value === 'string' && value !== '' && isOwnText(field))
    .map(([path, value]) => [path, value as string]);
}

const isOwnText = (field: Field) =>
  (field.kind === 'words' || field.kind === 'address' || (field.kind === 'file' && !field.image)) && field.own === true;

/** The files an owner replaces (contract.ts marks them `own`): their pictures and resume files, and the favicon. */
export function ownFiles(content: SiteContent): string[] {
  return [
    ...leavesOf(contract, content)
      .filter(([, value, field]) => field.kind === 'file' && field.own === true && typeof value === 'string')
      .map(([, value]) => value as string),
    '/favicon.svg',
  ];
}

/**
 * The record of `content` and its files in `publicDir`. The build makes the sample's from the copy the
 * template keeps for its own tests, `tests/owners/sample/`, which an owner's fork keeps as it is.
 */
export function recordOf(content: SiteContent, publicDir: string): SampleRecord {
  return {
    // Sorted, so a new field adds its lines to the file rather than reordering it.
    texts: Object.fromEntries(
      ownWords(content)
        .map(([field, text]): [string, string] => [field, fingerprint(text)])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
    files: Object.fromEntries(
      [...new Set(ownFiles(content))].sort().map((src) => [src, fingerprint(readFileSync(join(publicDir, src)))]),
    ),
  };
}

/** Every file under `publicDir/images`, as a path under `public/` (`/images/hobbies/piano.png`). */
export function publicImages(publicDir: string): string[] {
  const folder = join(publicDir, 'images');
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter(
      (name) => statSync(join(folder, name)).isFile() && !name.split(/[\\/]/).some((part) => part.startsWith('.')),
    )
    .map((name) => `/images/${name.split(/[\\/]/).join('/')}`)
    .sort();
}

const makeItYours = 'see README.md, "Make it yours"';

/**
 * What would ship that is not the owner's: files under `public/images/` no field uses, and any other
 * file of the sample's (by `record`, such as a resume file) left where it was and no longer named;
 * and texts and files still the sample's. The untouched sample gets one line instead of one per field.
 */
export function leftoverWarnings(
  content: SiteContent,
  options: { publicDir: string; usedImages: string[]; record: SampleRecord },
): string[] {
  const { publicDir, usedImages, record } = options;
  const isFile = (src: string) => statSync(join(publicDir, src), { throwIfNoEntry: false })?.isFile() ?? false;
  const used = new Set([...usedImages, ...ownFiles(content)]);
  // Images no field uses, and any file of the sample's no field names any more where the sample had
  // it (a resume file the owner's site does without).
  const unused = [
    ...new Set(
      [...publicImages(publicDir), ...Object.keys(record.files).filter(isFile)].filter((src) => !used.has(src)),
    ),
  ];

  const sampleTexts = new Set(Object.values(record.texts));
  const sampleFiles = new Set(Object.values(record.files));
  const texts = ownWords(content).filter(([, text]) => sampleTexts.has(fingerprint(text)));
  const present = [...new Set([...ownFiles(content), ...unused])].filter(isFile);
  const files = present.filter((src) => sampleFiles.has(fingerprint(readFileSync(join(publicDir, src)))));

  const textCount = Object.keys(record.texts).length;
  const fileCount = Object.keys(record.files).length;
  if (textCount > 0 && texts.length >= textCount && files.length >= fileCount && unused.length === 0) {
    return [
      `The site's content is still the sample's (src/content/site.ts and public/): to make it yours, ${makeItYours}.`,
    ];
  }
  return [
    ...unused.map(
      (src) =>
        `public${src} is in no field of site.ts; it ships with the site all the same. Delete it, or use it` +
        (files.includes(src) ? " (it is one of the sample's files)." : '.'),
    ),
    ...files
      .filter((src) => !unused.includes(src))
      .map((src) => `public${src} is still the sample's file; replace it with your own (${makeItYours}).`),
    ...texts.map(([field]) => `${field} is still the sample's text; write your own (${makeItYours}).`),
  ];
}
