import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { about, hobbies, owner, projects, resume, socialLinks } from '../../src/content';
import { isIconFile, type ResumeFile, resumeFiles } from '../../src/content/model';
import { contentImages } from '../../src/images/contentImages';

const publicFile = (href: string) => join(__dirname, '../../public', href);

describe('projects', () => {
  it('have unique ids and a description each', () => {
    expect(projects.length).toBeGreaterThan(0);
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
    for (const project of projects) expect(project.description.trim()).not.toBe('');
  });

  it('link public code to an http(s) repository', () => {
    for (const project of projects.filter((p) => p.code)) expect(project.link).toMatch(/^https?:\/\//);
  });
});

describe('hobbies', () => {
  it('are at least one, each with a title, a description and an image', () => {
    expect(hobbies.length).toBeGreaterThan(0);
    for (const hobby of hobbies) expect([hobby.title, hobby.description, hobby.image]).not.toContain('');
  });
});

describe('owner', () => {
  it("has a first name that is the name's first word (the whole name, where it is one word)", () => {
    expect(owner.name.trim().split(/\s+/)[0]).toBe(owner.firstName);
    expect(Number.isInteger(owner.graduation.year)).toBe(true);
  });
});

describe('files the content points at', () => {
  it('are every image the content shows', () => {
    expect(contentImages).toEqual([
      owner.portrait.src,
      about.photo.src,
      ...hobbies.map((hobby) => hobby.image),
      ...projects.map((project) => project.image),
      // A footer icon is a file of the owner's, or a simple-icons name the build draws.
      ...socialLinks.map((link) => link.icon).filter(isIconFile),
    ]);
  });

  it.each(contentImages)('%s exists', (src) => {
    expect(existsSync(publicFile(src))).toBe(true);
  });

  it('include a resume file, a PDF or a Word file or both', () => {
    expect(resumeFiles(resume).length).toBeGreaterThan(0);
  });

  /** What each format's file must start with and hold to be a real one. */
  const isRealFile: Record<ResumeFile['format'], (file: Buffer) => boolean> = {
    PDF: (pdf) => pdf.subarray(0, 5).toString() === '%PDF-' && pdf.toString('latin1').trimEnd().endsWith('%%EOF'),
    // An Office Open XML zip with a document part: a zip names its parts in plain text, however compressed.
    Word: (docx) =>
      docx.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) &&
      ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'].every((part) => docx.includes(part)),
  };

  // One check for each file the site offers, and none for a format it does not.
  it.each(resumeFiles(resume).map((file) => [file.format, file] as const))(
    'include a real %s resume, saved under its own name',
    (format, { href, fileName }) => {
      expect(isRealFile[format](readFileSync(publicFile(href)))).toBe(true);
      expect(fileName).toBe(href.split('/').pop());
      expect(fileName).toMatch(format === 'PDF' ? /\.pdf$/ : /\.docx$/);
    },
  );
});
