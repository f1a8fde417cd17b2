/**
 * Whole owners made up by fast-check, as the content model allows them: a default language from
 * several scripts and directions, none to three further languages, one to twenty projects and one to
 * five hobbies titled with any graphemes (a title that makes no id, or another's, gets a slug as the
 * content check proposes), a name and resume file names of any graphemes (a PDF, a Word file or both). Each is written as an owner
 * writes their files (site.ts, languages.ts, site.<tag>.ts, public/) from the sample's fixture, its
 * words in the owner's languages, each further language leaving out any of its pages' main content
 * (a language added a page at a time).
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  hobbyId,
  idOf,
  projectId,
  type ProjectEntry,
  type SiteEntry,
  type WholeTranslation,
} from '../../src/content/model';
import { filledIn, siteContentOf } from '../../src/content/siteContentOf';
import { languagePrefix } from '../../src/urls/languages';
import * as sample from './sample/site';
import { mapWords, translationOf, withoutTemplateWords } from '../support/translations';
import { writeLanguageFiles } from './languageFiles';

/** Default languages: right to left (Arabic, Hebrew), CJK (Japanese, Traditional Chinese) and Latin. */
const defaultLanguages = ['ar', 'he', 'ja', 'zh-Hant', 'de', 'en'];
const furtherLanguages = ['fr', 'fa', 'ko', 'pt-BR', 'en-GB', 'he', 'ar', 'ja', 'de', 'zh-Hant'];

/** A word in each language, put before every text, so each page reads in its own script and direction. */
export const wordIn: Record<string, string> = {
  ar: 'بالعربية',
  he: 'בעברית',
  ja: '日本語で',
  'zh-Hant': '中文',
  de: 'Auf Deutsch',
  en: 'In English',
  fr: 'En français',
  fa: 'به فارسی',
  ko: '한국어로',
  'pt-BR': 'Em português',
  'en-GB': 'In British English',
};

/** Any graphemes, but what no owner can type into a file name or a name: controls and the separators. */
const graphemes = (maxLength: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength })
    .map((text) => text.replace(/[\p{Cc}\p{Cs}\u2028\u2029]/gu, '').trim())
    .filter((text) => text !== '');

/** A file name as a phone or an owner writes it: any graphemes but a folder separator, `?` or `#`. */
const fileName = graphemes(24)
  .map((name) => name.replace(/[/\\?#%]/g, ' ').trim())
  .filter((name) => name !== '' && !name.startsWith('.'));

/** What a further language may leave out while it is added a page at a time: each page's main content. */
export const leftOutParts = ['home', 'about', 'hobby', 'project'] as const;
export type LeftOut = (typeof leftOutParts)[number];

export interface GeneratedOwner {
  language: string;
  further: string[];
  /** By further language: what its file leaves out (home's intro, About, the first hobby's description, the first project). */
  leftOut: Record<string, LeftOut[]>;
  name: string;
  projects: string[];
  hobbies: string[];
  /** The resume files' names: a PDF, a Word file or both. */
  resume: { pdf?: string; word?: string };
  /** Whether site.ts gives the template's words in its language, or leaves them to the template (in English). */
  templateWords?: 'given' | 'left';
  /** Whether site.ts describes each page for search results, or leaves them to the owner's summary. */
  pageDescriptions?: 'given' | 'left';
  /** How many of the sample's About paragraphs and footer links it keeps, one at least (all by default). */
  aboutParagraphs?: number;
  socialLinks?: number;
}

/**
 * The smallest site the content allows: one language, one project (its code public), one hobby, one
 * About paragraph, one footer link and a Word file alone. The tests of the template run on it
 * (tests/owners/ownerRuns.ts), so none of them may assume the sample's counts or kinds: a second
 * project, one with private code, a PDF.
 */
export const smallestOwner: GeneratedOwner = {
  language: 'en',
  further: [],
  leftOut: {},
  name: 'Ada',
  projects: ['The one project'],
  hobbies: ['The one hobby'],
  resume: { word: 'Ada CV' },
  templateWords: 'left',
  pageDescriptions: 'left',
  aboutParagraphs: 1,
  socialLinks: 1,
};

const furtherArbitrary = (language: string) =>
  fc
    .uniqueArray(
      fc.constantFrom(...furtherLanguages.filter((tag) => languagePrefix(tag) !== languagePrefix(language))),
      { maxLength: 3, selector: languagePrefix },
    )
    .chain((further) =>
      fc.record({
        further: fc.constant(further),
        leftOut: fc
          .tuple(...further.map(() => fc.subarray([...leftOutParts])))
          .map((parts) => Object.fromEntries(further.map((tag, index) => [tag, parts[index]]))),
      }),
    );

export const ownerArbitrary: fc.Arbitrary<GeneratedOwner> = fc.constantFrom(...defaultLanguages).chain((language) =>
  fc
    .record({
      language: fc.constant(language),
      languages: furtherArbitrary(language),
      name: graphemes(20),
      projects: fc.array(graphemes(30), { minLength: 1, maxLength: 20 }),
      hobbies: fc
        .uniqueArray(graphemes(20), {
          minLength: 1,
          maxLength: 5,
          selector: (title) => hobbyId({ title }),
        })
        .filter((titles) => titles.every((title) => hobbyId({ title }) !== '')),
      // Either file may be left out, never both.
      resume: fc
        .record({ pdf: fileName, word: fileName }, { requiredKeys: [] })
        .filter((files) => files.pdf !== undefined || files.word !== undefined),
      templateWords: fc.constantFrom('given' as const, 'left' as const),
      pageDescriptions: fc.constantFrom('given' as const, 'left' as const),
    })
    .map(({ languages, ...owner }) => ({ ...owner, ...languages })),
);

/** The projects, each with a slug where its title makes no id or another project's. */
function projectsOf(titles: string[]): ProjectEntry[] {
  const [template] = sample.projects;
  const taken = new Set<string>();
  return titles.map((title, index) => {
    const id = projectId(title);
    const slug = id === '' || taken.has(id) ? `project-${index + 1}` : undefined;
    taken.add(slug ?? id);
    return {
      ...template,
      title,
      ...(slug === undefined ? {} : { slug }),
      image: sample.projects[index % sample.projects.length].image,
      code: index % 2 === 0,
      link: index % 2 === 0 ? `https://example.com/${index}` : '',
    };
  });
}

/** The sample's content with the template's words it leaves out: every word an owner may give. */
const sampleSections = filledIn(sample).site;

const constant = (name: string, value: unknown) => `export const ${name} = ${JSON.stringify(value, null, 2)};\n`;

/**
 * Writes `owner` as an owner writes their content, into a new folder for ownerCopy.mjs: its files
 * beside site.ts and its public/ folder. Gives the folder, the projects' ids and the site's address.
 */
export function writeGeneratedOwner(owner: GeneratedOwner): { dir: string; projectIds: string[]; siteUrl: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-generated-owner-'));
  const word = (tag: string) => (text: string) => `${wordIn[tag]}: ${text}`;
  const defaults = mapWords(sampleSections, word(owner.language));
  const [firstName] = owner.name.split(/\s+/);
  const site = {
    ...defaults,
    owner: { ...defaults.owner, name: owner.name, firstName },
    resume: {
      heading: defaults.resume.heading,
      messages: defaults.resume.messages,
      ...(owner.resume.pdf !== undefined && {
        pdf: { ...defaults.resume.pdf, href: `/files/${owner.resume.pdf}.pdf` },
      }),
      ...(owner.resume.word !== undefined && {
        word: { ...defaults.resume.word, href: `/files/${owner.resume.word}.docx` },
      }),
    },
    hobbies: owner.hobbies.map((title, index) => ({
      ...defaults.hobbies[index % defaults.hobbies.length],
      title,
    })),
    projects: projectsOf(owner.projects),
    about: { ...defaults.about, paragraphs: defaults.about.paragraphs.slice(0, owner.aboutParagraphs) },
    socialLinks: defaults.socialLinks.slice(0, owner.socialLinks),
    language: owner.language,
    pageMeta:
      owner.pageDescriptions === 'left'
        ? { project: defaults.pageMeta.project, notFound: defaults.pageMeta.notFound }
        : defaults.pageMeta,
  };
  const written: Record<string, unknown> = owner.templateWords === 'left' ? withoutTemplateWords(site) : site;
  const exported = Object.keys(written).filter((name) => written[name] !== undefined);
  writeFileSync(join(dir, 'site.ts'), exported.map((name) => constant(name, written[name])).join('\n'));

  const content = siteContentOf(written as unknown as SiteEntry);
  writeLanguageFiles(
    dir,
    Object.fromEntries(
      owner.further.map((tag) => [tag, partOf(translationOf(content, word(tag)), owner.leftOut[tag] ?? [], content)]),
    ),
  );

  const samplePublic = join(__dirname, 'sample/public');
  cpSync(join(samplePublic, 'images'), join(dir, 'public/images'), { recursive: true });
  mkdirSync(join(dir, 'public/files'));
  if (site.resume.pdf)
    copyFileSync(join(samplePublic, 'Jamie_Sample_Resume.pdf'), join(dir, 'public', site.resume.pdf.href));
  if (site.resume.word)
    copyFileSync(join(samplePublic, 'Jamie_Sample_Resume.docx'), join(dir, 'public', site.resume.word.href));
  return { dir, projectIds: site.projects.map(idOf), siteUrl: site.siteUrl };
}

/** A translation without what `leftOut` names, as an owner's file reads while the language is being added. */
function partOf(translation: WholeTranslation, leftOut: LeftOut[], content: ReturnType<typeof siteContentOf>) {
  const [project] = content.projects;
  const [hobby] = content.hobbies;
  const { [project.id]: _project, ...projects } = translation.projects;
  const { description: _description, ...hobbyText } = translation.hobbies[hobby.id];
  const { intro: _intro, ...home } = translation.home;
  return {
    ...translation,
    ...(leftOut.includes('home') && { home }),
    ...(leftOut.includes('about') && { about: undefined }),
    ...(leftOut.includes('hobby') && { hobbies: { ...translation.hobbies, [hobby.id]: hobbyText } }),
    ...(leftOut.includes('project') && { projects }),
  };
}

/** Runs of the whole-site property: a few in npm test, from a fixed seed; `GENERATED_OWNERS` asks for more. */
export const generatedOwnerRuns = {
  numRuns: Number(process.env.GENERATED_OWNERS) || 3,
  seed: Number(process.env.GENERATED_OWNERS_SEED) || 20_261_201,
};
