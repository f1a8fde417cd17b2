/**
 * The build's warnings about what would ship that is not the owner's: files under public/images/ no
 * field uses, and texts and files still the sample's. Each case makes its own record and public/
 * folder from the current content, so it holds for any owner: the folder holds the files the content
 * uses and nothing else of the owner's public/, where a file may be left over (that is what the build
 * warns about, not what this tests).
 *
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { leftoverWarnings, ownFiles, ownWords, recordOf } from '../../src/build/sampleLeftovers';
import { resumeFiles, resumeSection } from '../../src/content/model';
import { currentContent, type SiteContent } from '../../src/content/validateContent';
import { contentImages } from '../../src/images/contentImages';

const root = join(__dirname, '../..');
let publicDir: string;
let content: SiteContent;

beforeAll(async () => {
  content = await currentContent();
  publicDir = mkdtempSync(join(tmpdir(), 'portfolio-public-'));
  mkdirSync(join(publicDir, 'images'));
  for (const src of new Set([...ownFiles(content), ...contentImages])) {
    mkdirSync(dirname(join(publicDir, src)), { recursive: true });
    cpSync(join(root, 'public', src), join(publicDir, src));
  }
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

const copy = (): SiteContent => structuredClone(content);
const warnings = (site: SiteContent, record = recordOf(content, publicDir), usedImages = contentImages) =>
  leftoverWarnings(site, { publicDir, usedImages, record });

describe('the leftovers the build warns about', () => {
  it('are one line while the content is still all the record’s, pointing to "Make it yours"', () => {
    const lines = warnings(content);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/still the sample's.*README\.md, "Make it yours"/);
  });

  it('name each text still equal to the record’s, once the owner has changed some', () => {
    const edited = copy();
    edited.owner.summary = `${content.owner.summary} In my own words.`;
    const lines = warnings(edited);
    const stillSample = ownWords(content)
      .map(([field]) => field)
      .filter((field) => field !== 'owner.summary');
    expect(lines.filter((line) => line.includes(" is still the sample's text"))).toEqual(
      stillSample.map(
        (field) => `${field} is still the sample's text; write your own (see README.md, "Make it yours").`,
      ),
    );
    // The files are all still the record's: each is named.
    for (const src of new Set(ownFiles(content))) {
      expect(lines).toContain(
        `public${src} is still the sample's file; replace it with your own (see README.md, "Make it yours").`,
      );
    }
  });

  it('say that an unused file is the sample’s, once, when it is', () => {
    const edited = copy();
    edited.about.photo.src = edited.owner.portrait.src;
    const used = contentImages.filter((src) => src !== content.about.photo.src);
    const lines = warnings(edited, recordOf(content, publicDir), used).filter((line) =>
      line.includes(`public${content.about.photo.src} `),
    );
    expect(lines).toEqual([
      `public${content.about.photo.src} is in no field of site.ts; it ships with the site all the same. Delete it, or use it (it is one of the sample's files).`,
    ]);
  });

  it('name a resume file of the sample’s left in public/ once the site no longer offers it', () => {
    // The owner's site does without one of its files (with one file alone, the section would then
    // offer none: this check does not care, the content check does).
    const [file] = resumeFiles(content.resume);
    const edited = copy();
    edited.resume = resumeSection({
      ...edited.resume,
      pdf: file.format === 'PDF' ? undefined : edited.resume.pdf,
      word: file.format === 'Word' ? undefined : edited.resume.word,
    });
    expect(warnings(edited).filter((line) => line.startsWith(`public${file.href} `))).toEqual([
      `public${file.href} is in no field of site.ts; it ships with the site all the same. Delete it, or use it (it is one of the sample's files).`,
    ]);
  });

  it('say nothing of content that is all the owner’s own', () => {
    const record = { texts: { 'owner.name': 'not any text' }, files: { '/x.jpg': 'not any file' } };
    expect(warnings(content, record)).toEqual([]);
  });

  it('name a file under public/images/ that no field uses, first, and then no longer sum up in one line', () => {
    writeFileSync(join(publicDir, 'images', 'old photo.jpg'), 'not a photo any field names');
    const record = recordOf(content, publicDir);
    try {
      const lines = warnings(content, record);
      expect(lines[0]).toBe(
        'public/images/old photo.jpg is in no field of site.ts; it ships with the site all the same. Delete it, or use it.',
      );
      expect(lines.length).toBeGreaterThan(1);
    } finally {
      rmSync(join(publicDir, 'images', 'old photo.jpg'));
    }
  });
});
