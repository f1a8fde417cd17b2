/** @jest-environment node */
import fc from 'fast-check';
import { brandMarkNames } from '../../src/build/brandMarks';
import { contract } from '../../src/content/contract';
import { fieldAt } from '../../src/content/fields';
import { hobbyId, projectId, resumeExtensions, resumeFiles, resumeSection } from '../../src/content/model';
import { currentContent, type SiteContent, validateContent } from '../../src/content/validateContent';
import { refusedLinks } from '../../src/text/richText';
import { anyText, runs, shownText } from './settings';

/** Whether a field holds words (contract.ts), the first name aside: it must be the name's first word. */
const isWords = (field: string) => fieldAt(contract, field)?.kind === 'words' && field !== 'owner.firstName';

interface Leaf {
  field: string;
  value: string;
  set: (value: string) => void;
}

/** Every string in `value`, by its field as the validator names it (`projects[2].title`). */
function leaves(value: unknown, field = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${field}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = field ? `${field}.${key}` : key;
    if (typeof item !== 'string') return leaves(item, path);
    return [{ field: path, value: item, set: (text: string) => ((value as Record<string, string>)[key] = text) }];
  });
}

/** Text an owner may write: any Unicode, but no `{name}` placeholder and no Markdown link the site refuses. */
const ownerText = shownText().filter((text) => !/\{\w+\}/.test(text) && refusedLinks(text).length === 0);

/** A file name under public/: any Unicode but "/", "?", "#", and not "..". */
const name = anyText({ minLength: 1, maxLength: 20 }).filter((text) => !/[/?#]/.test(text) && text.trim() !== '..');

const projectEntry = fc.record({
  // Letters of any script, then a word the id keeps whatever else it drops.
  title: fc.tuple(ownerText, fc.stringMatching(/^[A-Za-z0-9]{1,8}$/)).map(([words, word]) => `${words.trim()} ${word}`),
  image: name.map((file) => `/images/projects/${file}.jpg`),
  duration: ownerText,
  stack: ownerText,
  description: ownerText,
  code: fc.boolean(),
  hasLink: fc.boolean(),
});

const generated = fc.record({
  bank: fc.array(ownerText, { minLength: 1, maxLength: 12 }),
  ownerName: ownerText.filter((text) => /^\S/.test(text)),
  year: fc.integer({ min: 1950, max: 2100 }),
  projects: fc.uniqueArray(projectEntry, { minLength: 1, maxLength: 20, selector: (entry) => projectId(entry.title) }),
  hobbies: fc.array(fc.record({ title: ownerText, description: ownerText, image: name }), {
    minLength: 1,
    maxLength: 6,
  }),
  paragraphs: fc.array(ownerText, { minLength: 1, maxLength: 8 }),
  portrait: name,
  resumeName: name,
  // A PDF, a Word file or both: either may be left out.
  resumeKeys: fc.constantFrom<readonly ('pdf' | 'word')[]>(['pdf'], ['word'], ['pdf', 'word']),
});

type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never;

let sample: SiteContent;

beforeAll(async () => {
  sample = await currentContent();
});

/** Content the model allows, made from `values`, and the files it names under public/. */
function contentFrom(values: Generated): { content: SiteContent; files: Set<string> } {
  const content = structuredClone(sample);
  const files = new Set<string>();
  const file = (path: string) => (files.add(path), path);
  let next = 0;
  // Every shown text of the sample replaced by generated text, keeping the placeholders it must have.
  for (const leaf of leaves(content)) {
    if (!isWords(leaf.field)) continue;
    const placeholders = leaf.value.match(/\{\w+\}/g) ?? [];
    leaf.set([values.bank[next++ % values.bank.length], ...placeholders].join(' '));
  }
  content.owner = {
    ...content.owner,
    name: values.ownerName,
    firstName: values.ownerName.trim().split(/\s+/)[0],
    graduation: { ...content.owner.graduation, year: values.year },
    portrait: { ...content.owner.portrait, src: file(`/images/${values.portrait}.png`) },
  };
  content.about = {
    ...content.about,
    paragraphs: values.paragraphs,
    photo: { ...content.about.photo, src: file('/a.jpg') },
  };
  // Each generated project and hobby over one of the sample's (its words already generated above), so
  // a field added to the content is in them too.
  const sampleProject = (index: number) => {
    const { slug: _slug, ...project } = content.projects[index % content.projects.length];
    return project;
  };
  const sampleHobby = (index: number) => content.hobbies[index % content.hobbies.length];
  content.hobbies = values.hobbies.map((hobby, index) => ({
    ...sampleHobby(index),
    ...hobby,
    id: hobbyId(hobby),
    image: file(`/images/hobbies/${hobby.image}.webp`),
  }));
  content.projects = values.projects.map(({ hasLink, ...entry }, index) => ({
    ...sampleProject(index),
    ...entry,
    id: projectId(entry.title),
    slugs: {},
    image: file(entry.image),
    link: entry.code || hasLink ? `https://code.example/${index}` : '',
  }));
  content.socialLinks = content.socialLinks.map((link) => ({ ...link, icon: file(link.icon) }));
  // The files the values keep, with the words of the content's first file.
  const [words] = resumeFiles(content.resume);
  const resumeFile = (key: 'pdf' | 'word') =>
    values.resumeKeys.includes(key)
      ? {
          downloadLabel: words.downloadLabel,
          retryLabel: words.retryLabel,
          href: file(`/files/${values.resumeName}${resumeExtensions[key]}`),
        }
      : undefined;
  const pdf = resumeFile('pdf');
  content.resume = resumeSection({
    ...content.resume,
    pdf: pdf && { ...pdf, viewLabel: content.resume.pdf?.viewLabel ?? words.downloadLabel },
    word: resumeFile('word'),
  });
  return { content, files };
}

/** One mistake an owner may make, and the field its one message must name. */
type Mistake = (content: SiteContent, files: Set<string>, pick: number) => string;

const mistakes: Record<string, Mistake> = {
  'a blank text': (content, _, pick) => {
    const texts = leaves(content).filter((leaf) => isWords(leaf.field));
    const leaf = texts[pick % texts.length];
    leaf.set(' ');
    return leaf.field;
  },
  'a placeholder the field does not fill in': (content, _, pick) => {
    const texts = leaves(content).filter((leaf) => isWords(leaf.field));
    const leaf = texts[pick % texts.length];
    leaf.set(`${leaf.value} {nickname}`);
    return leaf.field;
  },
  'a missing image': (content, files, pick) => {
    const index = pick % content.hobbies.length;
    files.delete(content.hobbies[index].image);
    return `hobbies[${index}].image`;
  },
  'public code without a link': (content, _, pick) => {
    const index = pick % content.projects.length;
    content.projects[index] = { ...content.projects[index], code: true, link: '' };
    return `projects[${index}].link`;
  },
  'two projects with one title': (content, _, pick) => {
    if (content.projects.length < 2) content.projects.push({ ...content.projects[0] });
    const index = 1 + (pick % (content.projects.length - 1));
    content.projects[index] = {
      ...content.projects[index],
      title: content.projects[0].title,
      id: content.projects[0].id,
    };
    return `projects[${index}].title`;
  },
  'a first name that is not the first word of the name': (content) => {
    content.owner.firstName = `${content.owner.firstName}x`;
    return 'owner.firstName';
  },
  'a resume file of the wrong kind': (content, files, pick) => {
    const keys = (['pdf', 'word'] as const).filter((key) => content.resume[key] !== undefined);
    const key = keys[pick % keys.length];
    const entry = content.resume[key]!;
    entry.href = file(files, entry.href.replace(/\.\w+$/, '.txt'));
    return `resume.${key}.href`;
  },
  'a resume with no file': (content) => {
    content.resume = resumeSection({ ...content.resume, pdf: undefined, word: undefined });
    return 'resume';
  },
};

function file(files: Set<string>, path: string) {
  files.add(path);
  return path;
}

describe('the content validator, on generated content', () => {
  it('finds nothing wrong with any content the model allows (1–20 projects, 1+ hobbies, any Unicode)', () => {
    fc.assert(
      fc.property(generated, (values) => {
        const { content, files } = contentFrom(values);
        expect(validateContent(content, (path) => files.has(path), brandMarkNames)).toEqual([]);
      }),
      runs,
    );
  });

  it('gives exactly one message, naming its field, for each planted mistake', () => {
    fc.assert(
      fc.property(generated, fc.constantFrom(...Object.keys(mistakes)), fc.nat(), (values, mistake, pick) => {
        const { content, files } = contentFrom(values);
        const field = mistakes[mistake](content, files, pick);
        const problems = validateContent(content, (path) => files.has(path), brandMarkNames);
        expect(problems).toEqual([expect.stringMatching(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')}: `))]);
      }),
      runs,
    );
  });

  it('never throws on content with fields left out or of the wrong kind', () => {
    fc.assert(
      fc.property(generated, fc.nat(), fc.constantFrom(undefined, null, 0, [], {}), (values, pick, wrong) => {
        const { content, files } = contentFrom(values);
        const targets = leaves(content);
        targets[pick % targets.length].set(wrong as unknown as string);
        expect(() => validateContent(content, (path) => files.has(path), brandMarkNames)).not.toThrow();
      }),
      runs,
    );
  });
});
