import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { about, hobbies, navItems, owner, projects, resume, socialLinks } from '../../src/content';
import { contentImages } from '../../src/images/contentImages';
import { specProjects } from '../support/specProjects';

const publicFile = (href: string) => join(__dirname, '../../public', href);

describe('projects', () => {
  it('are the seven of the spec, in order, with its durations, stacks and code flags', () => {
    expect(projects).toHaveLength(7);
    expect(projects.map(({ title, duration, stack, code }) => ({ title, duration, stack, code }))).toEqual(
      specProjects.map(({ stack, ...fields }) => ({
        ...fields,
        stack: typeof stack === 'string' ? stack : expect.stringMatching(stack),
      })),
    );
  });

  it('have unique ids and a description each', () => {
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
    for (const project of projects) expect(project.description.length).toBeGreaterThan(40);
  });

  it('link public code to an https repository, and Pokebase has a link though its code is private', () => {
    for (const project of projects.filter((p) => p.code)) expect(project.link).toMatch(/^https:\/\//);
    expect(projects[1].link).toMatch(/^https:\/\//);
    expect(projects[3].link).toBe('');
  });

  it('keep the spec facts in their descriptions', () => {
    expect(projects[3].description).toContain('310,762');
    expect(projects[5].description).toMatch(/PageRank/);
    expect(projects[5].description).toMatch(/MapReduce/);
  });
});

describe('hobbies', () => {
  it('are the four of the spec', () => {
    expect(hobbies.map((hobby) => hobby.title)).toEqual([
      'Gaming/Pokemon Hunting!',
      'Fitness',
      'Studying Languages',
      'Cooking',
    ]);
  });

  it('state the shiny-hunt progress and odds', () => {
    expect(hobbies[0].description).toContain('995 of 1,010');
    expect(hobbies[0].description).toContain('April 2025');
    expect(hobbies[0].description).toContain('1/4096 to 1/8192');
  });
});

describe('owner', () => {
  it('has a first name derived from the name', () => {
    expect(owner.name.startsWith(`${owner.firstName} `)).toBe(true);
    expect(owner.graduation.year).toBe(2023);
    expect(owner.graduation.degree).toMatch(/^B\.S\.E\. in computer science$/i);
  });
});

describe('navigation items', () => {
  it('are name and href pairs in the spec order', () => {
    expect(navItems).toEqual([
      { name: 'Projects', href: '/Projects' },
      { name: 'Hobby', href: '/Hobby' },
      { name: 'Home', href: '/Home' },
      { name: 'About', href: '/About' },
    ]);
  });
});

describe('files the content points at', () => {
  it('are every image the content shows', () => {
    expect(contentImages).toEqual([
      owner.portrait.src,
      about.photo.src,
      ...hobbies.map((hobby) => hobby.image),
      ...projects.map((project) => project.image),
      ...socialLinks.map((link) => link.icon),
    ]);
  });

  it.each(contentImages)('%s exists', (src) => {
    expect(existsSync(publicFile(src))).toBe(true);
    // Illustrations stay tiny; photos are resized by the build, but the sources stay reasonable.
    expect(readFileSync(publicFile(src)).length).toBeLessThan(src.endsWith('.svg') ? 20_000 : 500_000);
  });

  it('include a real PDF resume', () => {
    const pdf = readFileSync(publicFile(resume.pdf.href));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(resume.pdf.fileName).toBe(`${owner.name.replace(' ', '_')}_Resume.pdf`);
  });

  it('include a real Word resume (an Office Open XML zip with a document part)', () => {
    const docx = readFileSync(publicFile(resume.word.href));
    expect(docx.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const names = zipEntries(docx).map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']));
    const document = zipEntries(docx).find((entry) => entry.name === 'word/document.xml')!;
    expect(document.text()).toContain(owner.name);
    expect(resume.word.fileName).toBe(`${owner.name.replace(' ', '_')}_Resume.docx`);
  });
});

/** Reads a zip's local file entries (enough to check a small .docx). */
function zipEntries(zip: Buffer) {
  const entries: { name: string; text: () => string }[] = [];
  let offset = 0;
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const compressedSize = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString();
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + compressedSize);
    entries.push({ name, text: () => (method === 8 ? inflateRawSync(data) : data).toString() });
    offset = start + compressedSize;
  }
  return entries;
}
