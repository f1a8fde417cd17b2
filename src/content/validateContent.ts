import { refusedLinks } from '../text/richText';
import { publicAddressProblem } from '../urls/publicAddress';
import type { SiteContent } from './index';
import { contract } from './contract';
import { fieldAt } from './fields';
import {
  isEnglish,
  isIconFile,
  type Project,
  type ProjectEntry,
  pageIdIn,
  projectId,
  resumeExtensions,
  yearPlaceholder,
} from './model';

/** The content the app reads (`index.ts`), a plain object, which tests copy and break. */
export type { SiteContent };

/** The simple-icons marks a footer icon may name (src/build/brandMarks.ts reads them from the package). */
/** Every name taken as a mark: where the footer's icons are checked elsewhere (a further language's content). */
export const anyMark: BrandMarkNames = { has: () => true, nearest: () => [] };

export interface BrandMarkNames {
  has: (name: string) => boolean;
  /** The marks whose names are nearest to one that is none (`GitHub`, `mastadon`), nearest first; maybe none. */
  nearest: (name: string) => string[];
}

const imageFile = /\.(jpe?g|png|webp|svg)$/i;

const quote = (value: unknown) => JSON.stringify(value);

const placeholder = /\{\w+\}/g;

/** Why the rich-text parser refuses `link` (as `refusedLinks` gives it), after the link. */
function whyRefused(link: string): string {
  const address = /\]\((.*)\)$/s.exec(link)?.[1];
  return address === undefined || /\s/.test(address)
    ? 'has an address with a space in it or no ")" closing it; it would show as plain text'
    : 'is not an http(s) or mailto link; it would show as plain text';
}

/** A field's text, or "" when it is left out or not text (the type-check, not this, says so). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The build's note on a site in another language than English whose site.ts leaves the template's
 * words out (contract.ts: `template`): they show in English, marked as such, until it gives them.
 */
export function templateWordsNote(content: Pick<SiteContent, 'language' | 'templated'>): string[] {
  if (content.templated.length === 0 || isEnglish(content.language)) return [];
  return [
    `site.ts leaves the template's words out, shown in English until it gives them in its language (README.md, "Make it yours"): ${content.templated.join(', ')}`,
  ];
}

/** Whether `tag` is a BCP 47 language tag whose language Intl knows (it says "english" is well formed). */
export function isKnownLanguage(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    const { language } = new Intl.Locale(tag);
    return new Intl.DisplayNames('en', { type: 'language', fallback: 'none' }).of(language) !== undefined;
  } catch {
    return false;
  }
}

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
const isMailUrl = (value: string) => /^mailto:[^@\s]+@[^@\s]+$/i.test(value);

type IdProblems = Map<number, { field: string; message: string }>;

/** A slug no project uses yet, from `stem` (`pokebase` → `slug: "pokebase-2"`), taken from then on. */
function proposer(taken: Set<string>) {
  return (stem: string) => {
    let n = 2;
    while (taken.has(`${stem}-${n}`)) n += 1;
    taken.add(`${stem}-${n}`);
    return `slug: ${quote(`${stem}-${n}`)}`;
  };
}

/** Why a slug is not in the form a title's id takes, with one to use instead; null when it is. */
function slugFormProblem(slug: unknown, taken: Set<string>, proposal: (stem: string) => string): string | null {
  const normal = typeof slug === 'string' ? projectId(slug) : '';
  if (slug === normal && normal !== '') return null;
  const fix =
    normal === ''
      ? `use letters or digits, e.g. ${proposal('project')}`
      : `use ${taken.has(normal) ? proposal(normal) : `slug: ${quote(normal)}`}`;
  taken.add(normal);
  return `${quote(slug)} is not an id (lowercase letters and digits between single "-"); ${fix}`;
}

/**
 * The id problems of each project, by index: a slug not in the form a title's id takes, a title
 * that makes no id, an id another project already has. Each proposes a slug no other project uses.
 * The ids are made here from the fields, as `index.ts` makes them, so a copy that changes a title is judged by it.
 */
function projectIdProblems(projects: readonly ProjectEntry[]): IdProblems {
  const problems: IdProblems = new Map();
  const add = (index: number, field: string, message: string) => problems.set(index, { field, message });
  // A title left out (the build does not type-check) makes no id here; its own message says it is missing.
  const ids = projects.map((project) =>
    typeof project.slug === 'string' ? project.slug : projectId(textOf(project.title)),
  );
  const taken = new Set(ids);
  const proposal = proposer(taken);
  const firstIndex = new Map<string, number>();
  projects.forEach((project, index) => {
    const id = ids[index];
    // A blank title or slug is reported as empty text, once.
    if (typeof project.slug === 'string' && project.slug.trim() === '') return;
    if (project.slug !== undefined) {
      const problem = slugFormProblem(project.slug, taken, proposal);
      if (problem !== null) return void add(index, 'slug', problem);
    } else if (textOf(project.title).trim() === '') {
      return;
    } else if (id === '') {
      add(
        index,
        'title',
        `${quote(project.title)} makes an empty id (it has no letter or digit); give the project a slug, e.g. ${proposal('project')}`,
      );
      return;
    }
    const first = firstIndex.get(id);
    if (first === undefined) return void firstIndex.set(id, index);
    const [field, other] = [project.slug === undefined ? 'title' : 'slug', projects[first]];
    const [otherField, otherValue] = other.slug === undefined ? ['title', other.title] : ['slug', other.slug];
    add(
      index,
      field,
      `${quote(field === 'title' ? project.title : project.slug)} makes the id ${quote(id)}, as projects[${first}].${otherField} ${quote(otherValue)} does; give one of them a slug, e.g. ${proposal(id)}`,
    );
  });
  return problems;
}

/**
 * The id problems of each project in a further language's addresses, by index: a slug the language
 * gives that is not in the form a title's id takes, or that another project's page in the language
 * is at already (its own slug there, or the id it keeps from site.ts). Each proposes a slug no
 * project of the language uses. The language's titles make no id: its projects keep site.ts's.
 */
function slugProblemsIn(projects: readonly Project[], language: string): IdProblems {
  const problems: IdProblems = new Map();
  const ids = projects.map((project) => pageIdIn(project, language));
  const taken = new Set(ids);
  const proposal = proposer(taken);
  const ownSlug = (project: Project) => (Object.hasOwn(project.slugs, language) ? project.slugs[language] : undefined);
  const wellFormed = new Set<number>();
  projects.forEach((project, index) => {
    const slug = ownSlug(project);
    // A blank slug is reported as empty text, once.
    if (slug === undefined || (typeof slug === 'string' && slug.trim() === '')) return;
    const problem = slugFormProblem(slug, taken, proposal);
    if (problem === null) wellFormed.add(index);
    else problems.set(index, { field: 'slug', message: problem });
  });
  // Two projects at one address: the one whose slug here puts it there is named, the first kept where both have one.
  const name = (project: Project) => {
    const slug = ownSlug(project);
    return slug === undefined
      ? `projects[${quote(project.id)}], which keeps its id from site.ts,`
      : `projects[${quote(project.id)}].slug ${quote(slug)}`;
  };
  projects.forEach((project, index) => {
    if (!wellFormed.has(index)) return;
    const first = ids.findIndex(
      (id, other) => other !== index && id === ids[index] && (ownSlug(projects[other]) === undefined || other < index),
    );
    if (first === -1 || problems.has(first)) return;
    problems.set(index, {
      field: 'slug',
      message: `${quote(ownSlug(project))} makes the id ${quote(ids[index])}, as ${name(projects[first])} does; give one of them a slug, e.g. ${proposal(ids[index])}`,
    });
  });
  return problems;
}

/**
 * One message per problem in the content, each starting with its field (`projects[3].link: …`).
 * `fileExists` answers for a path under `public/`; `brandMarks` for a footer icon's simple-icons name
 * (any, where the build's own check has them). `furtherLanguage`: the content is that language's
 * (its tag), whose projects' addresses are its own slugs and otherwise site.ts's ids, never its titles'.
 */
export function validateContent(
  content: SiteContent,
  fileExists: (publicPath: string) => boolean,
  brandMarks: BrandMarkNames = anyMark,
  furtherLanguage?: string,
): string[] {
  const problems: string[] = [];
  const report = (field: string, message: string) => problems.push(`${field}: ${message}`);

  const unknownPlaceholders = (field: string, text: string, allowed: readonly string[]) => {
    const fix = allowed.length === 0 ? 'it would show as typed' : `use ${allowed.join(' or ')}`;
    for (const name of new Set(text.match(placeholder))) {
      if (!allowed.includes(name)) report(field, `${quote(name)} is not filled in here; ${fix}`);
    }
  };

  // Every string is shown text, which must not be blank, but a field may allow "" (a project's link
  // when there is none). Values index.ts makes from other fields (an id, a file's name) are not in
  // the contract: a problem in them is reported where it is written.
  const walk = (field: string, value: unknown) => {
    if (typeof value === 'string') {
      const declared = fieldAt(contract, field);
      if (declared === undefined) return;
      const emptyAllowed = declared.kind === 'address' && declared.emptyAllowed === true;
      if (value.trim() === '' && !emptyAllowed) report(field, 'is empty');
      unknownPlaceholders(field, value, declared.kind === 'words' ? (declared.placeholders ?? []) : []);
      if (declared.kind === 'words' && declared.rich) {
        for (const link of refusedLinks(value)) report(field, `${quote(link)} ${whyRefused(link)}`);
      }
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(`${field}[${index}]`, item));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(field ? `${field}.${key}` : key, item);
    }
  };
  walk('', content);

  // `unknown`: the build strips types without checking them, so a field left out arrives as undefined.
  const publicFile = (field: string, value: unknown, kind: 'image' | 'file') => {
    const example = kind === 'image' ? '"/images/photo.jpg"' : '"/resume.pdf"';
    if (typeof value !== 'string') return report(field, `is missing; give a path under public/ (like ${example})`);
    if (value.trim() === '') return; // reported as empty text
    if (!value.startsWith('/') || value.startsWith('//') || /[?#]/.test(value)) {
      return report(field, `${quote(value)} is not a path under public/ starting with "/" (like ${example})`);
    }
    if (value.split('/').includes('..')) return report(field, `${quote(value)} leaves public/ with ".."`);
    if (kind === 'image' && !imageFile.test(value)) {
      report(field, `${quote(value)} is not a JPEG, PNG, WebP or SVG image`);
    }
    if (!fileExists(value)) report(field, `public${value} does not exist`);
  };

  // A footer icon is drawn in the footer's colour, from a mark's path data or the shape of an SVG.
  const iconExample = 'a simple-icons name like "github", or the path of your own SVG under public/';
  const socialIcon = (field: string, value: unknown) => {
    if (typeof value !== 'string') return report(field, `is missing; give ${iconExample}`);
    if (value.trim() === '') return; // reported as empty text
    if (!isIconFile(value)) {
      if (brandMarks.has(value)) return;
      const nearest = brandMarks.nearest(value).map(quote);
      const file =
        value
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, '') || 'brand';
      const ownFile = `a brand it has not, give the path of your own SVG under public/ (like "/images/icons/${file}.svg")`;
      return report(
        field,
        `${quote(value)} is not the name of a simple-icons mark (https://simpleicons.org)` +
          (nearest.length === 0
            ? ` nor close to one; for ${ownFile}`
            : `; did you mean ${nearest.join(' or ')}? For ${ownFile}`),
      );
    }
    if (!/\.svg$/i.test(value)) {
      return report(
        field,
        `${quote(value)} is not an SVG; give ${iconExample} (only its shape shows, in the footer's colour)`,
      );
    }
    publicFile(field, value, 'image');
  };

  const { owner } = content;

  // Owner: the first name (footer copyright) must follow from the full name.
  const [name, firstName] = [textOf(owner.name), textOf(owner.firstName)];
  const firstWord = name.trim().split(/\s+/)[0] ?? '';
  if (name.trim() !== '' && firstName.trim() !== '' && firstName !== firstWord) {
    report('owner.firstName', `${quote(owner.firstName)} is not the first word of owner.name ${quote(owner.name)}`);
  }
  if (!Number.isInteger(owner.graduation.year)) {
    report('owner.graduation.year', `${quote(owner.graduation.year)} is not a year`);
  }
  publicFile('owner.portrait.src', owner.portrait.src, 'image');

  if (content.about.paragraphs.length === 0) report('about.paragraphs', 'is empty');
  publicFile('about.photo.src', content.about.photo.src, 'image');

  if (content.hobbies.length === 0) report('hobbies', 'is empty; the Hobbies page would list nothing');
  content.hobbies.forEach((hobby, index) => publicFile(`hobbies[${index}].image`, hobby.image, 'image'));

  const idProblems =
    furtherLanguage === undefined
      ? projectIdProblems(content.projects)
      : slugProblemsIn(content.projects, furtherLanguage);
  if (content.projects.length === 0) report('projects', 'is empty; the Projects page would list nothing');
  content.projects.forEach((project, index) => {
    const field = `projects[${index}]`;
    publicFile(`${field}.image`, project.image, 'image');

    const idProblem = idProblems.get(index);
    if (idProblem) report(`${field}.${idProblem.field}`, idProblem.message);

    if ((project.code || project.link !== '') && !isHttpUrl(project.link)) {
      const fix = project.code ? ', but code is true' : '; use "" when there is none';
      report(`${field}.link`, `${quote(project.link)} is not an http(s) URL${fix}`);
    }
  });

  if (content.socialLinks.length === 0) {
    report('socialLinks', `is empty; the footer would follow ${quote(content.footer.followText)} with nothing`);
  }
  content.socialLinks.forEach((link, index) => {
    const field = `socialLinks[${index}]`;
    if (!isHttpUrl(link.href) && !isMailUrl(link.href))
      report(`${field}.href`, `${quote(link.href)} is not an http(s) URL or a mailto: address`);
    socialIcon(`${field}.icon`, link.icon);
  });

  // Either file may be left out (a PDF alone is common), never both: the section would offer nothing.
  const { resume } = content;
  if (resume.pdf === undefined && resume.word === undefined) {
    report('resume', 'has no file; give pdf, word or both, each with its href under public/ (like "/resume.pdf")');
  }
  for (const key of ['pdf', 'word'] as const) {
    const file = resume[key];
    if (file === undefined) continue;
    // `unknown`: a file whose href is left out arrives without it (see publicFile).
    const href: unknown = file.href;
    const extension = resumeExtensions[key];
    publicFile(`resume.${key}.href`, href, 'file');
    if (typeof href === 'string' && !href.toLowerCase().endsWith(extension))
      report(`resume.${key}.href`, `${quote(href)} does not end in ${extension}`);
  }

  const addressProblem = publicAddressProblem(content.siteUrl);
  if (addressProblem !== null) report('siteUrl', `${quote(content.siteUrl)} ${addressProblem}`);

  if (typeof content.language !== 'string') report('language', 'is missing; give a BCP 47 language tag like "en-US"');
  else if (content.language.trim() !== '' && !isKnownLanguage(content.language)) {
    report('language', `${quote(content.language)} is not a BCP 47 language tag (like "en-US", "en-GB" or "fr")`);
  }

  const copyright = textOf(content.footer.copyright);
  if (copyright.trim() !== '' && !copyright.includes(yearPlaceholder)) {
    report('footer.copyright', `${quote(content.footer.copyright)} has no ${yearPlaceholder} for the current year`);
  }

  // By field, so problems read in the order of the content.
  return problems.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export async function currentContent(): Promise<SiteContent> {
  return { ...(await import('./index')).siteContent };
}
