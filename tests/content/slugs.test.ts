/**
 * A project's slug in a further language: the translation still names the project by the default
 * language's id, and the project's page in that language is at the slug; every language's content
 * knows each project's id in every other, so a page names the same project's page in each; and the
 * build's check of a slug in a language's file says what it says of site.ts's, at that file's field.
 * Content of its own: the sample's fixture, in English, with French and German made from it.
 *
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageIdIn, slugsOf, type Translation, type WholeTranslation, withSlugs } from '../../src/content/model';
import { siteContentOf } from '../../src/content/siteContentOf';
import { contentIn } from '../../src/content/translate';
import { validateContent } from '../../src/content/validateContent';
import { validateTranslation } from '../../src/content/validateTranslation';
import { fieldLines, lineOf } from '../../src/build/fieldLines';
import { projectAt, projectRoute, samePathIn } from '../../src/routes/table';
import * as sampleSite from '../owners/sample/site';
import { translationOf } from '../support/translations';

const english = siteContentOf(sampleSite);
const fileExists = (path: string) => existsSync(join(__dirname, '../owners/sample/public', path));
const [first, second, third] = english.projects;

/** `translation` with `slug` given to the project `id`. */
const withSlug = (translation: WholeTranslation, id: string, slug: string): WholeTranslation => ({
  ...translation,
  projects: { ...translation.projects, [id]: { ...translation.projects[id], slug } },
});

const french = withSlug(
  translationOf(english, (text) => `(fr) ${text}`),
  first.id,
  'site-web-2',
);
const german = withSlug(
  translationOf(english, (text) => `(de) ${text}`),
  first.id,
  'webseite-2',
);

describe("a project's slug in a further language", () => {
  const content = contentIn(english, 'fr', french);

  it('keeps the id the file names the project by, and puts its page in that language at the slug', () => {
    const [project] = content.projects;
    expect(project).toMatchObject({ id: first.id, title: `(fr) ${first.title}`, slug: 'site-web-2' });
    expect(pageIdIn(project, 'fr')).toBe('site-web-2');
    expect(pageIdIn(project, english.language)).toBe(first.id);
    // A project the language gives no slug keeps its id in the language's addresses.
    expect(pageIdIn(content.projects[1], 'fr')).toBe(second.id);
    expect(projectAt(content, 'site-web-2')).toBe(project);
    expect(projectAt(content, first.id)).toBeUndefined();
    expect(projectRoute.hrefIn(project, 'fr')).toBe('/Projects/site-web-2');
  });

  it("is known to every language's content, each naming the project's page in every language", () => {
    const slugs = slugsOf({ fr: french, de: german });
    expect(slugs).toEqual({ fr: { [first.id]: 'site-web-2' }, de: { [first.id]: 'webseite-2' } });
    for (const language of [english, content, contentIn(english, 'de', german)]) {
      const [project, other] = withSlugs(language, slugs).projects;
      expect(project.slugs).toEqual({ fr: 'site-web-2', de: 'webseite-2' });
      expect(other.slugs).toEqual({});
    }
    // Where no language gives a slug, the content is the same object.
    expect(withSlugs(english, slugsOf({ fr: translationOf(english, (text) => text) }))).toBe(english);
  });

  it('leads from a project page in one language to the same project in another, at its id there', () => {
    const slugs = slugsOf({ fr: french, de: german });
    const [inEnglish, inFrench] = [withSlugs(english, slugs), withSlugs(content, slugs)];
    expect(samePathIn(inFrench, '/Projects/site-web-2', english.language)).toBe(projectRoute.href(first.id));
    expect(samePathIn(inFrench, '/Projects/site-web-2', 'de')).toBe('/Projects/webseite-2');
    expect(samePathIn(inEnglish, projectRoute.href(first.id), 'fr')).toBe('/Projects/site-web-2');
    expect(samePathIn(inEnglish, projectRoute.href(second.id), 'fr')).toBe(projectRoute.href(second.id));
    // Any other page, or an address naming no project, is the same path in every language.
    expect(samePathIn(inFrench, '/About', 'de')).toBe('/About');
    expect(samePathIn(inFrench, '/Projects/no-such-project', 'de')).toBe('/Projects/no-such-project');
    expect(samePathIn(inFrench, '/Projects/%E0%A4%A', 'de')).toBe('/Projects/%E0%A4%A');
  });
});

describe("the build's check of a slug in a language's file", () => {
  const check = (translation: Translation) => validateTranslation(english, 'fr', translation, fileExists, ['fr']);
  const base = translationOf(english, (text) => `(fr) ${text}`);
  /** What the check says of `slug` given to the first project in site.ts itself, after its field. */
  const inSiteTs = (slug: string) =>
    validateContent({ ...english, projects: [{ ...first, slug }, ...english.projects.slice(1)] }, fileExists)
      .filter((problem) => problem.startsWith('projects[0].slug: '))
      .map((problem) => problem.slice('projects[0].slug: '.length));

  it('takes a slug in the form an id takes, and the titles of the language make no id', () => {
    expect(check(french)).toEqual({ problems: [], warnings: [] });
    // Two projects with one title in the language are still at their own ids.
    const sameTitles = {
      ...base,
      projects: {
        ...base.projects,
        [second.id]: { ...base.projects[second.id], title: base.projects[first.id].title },
        [third.id]: { ...base.projects[third.id], title: '???' },
      },
    };
    expect(check(sameTitles).problems).toEqual([]);
  });

  it.each([' Site Web 2 ', '!', 'Site-Web', 'site--web'])(
    'names %j as site.ts would, at the project in the language file, with the slug to use',
    (slug) => {
      const { problems } = check(withSlug(base, first.id, slug));
      expect(problems).toEqual(
        inSiteTs(slug).map((message) => `projects[${JSON.stringify(first.id)}].slug: ${message}`),
      );
      expect(problems).toHaveLength(1);
    },
  );

  it('names an empty slug as empty text', () => {
    expect(check(withSlug(base, first.id, ' ')).problems).toEqual([
      `projects[${JSON.stringify(first.id)}].slug: is empty`,
    ]);
  });

  it('names the slug of two projects of the language at one address, with a slug no project there has', () => {
    const taken = withSlug(withSlug(base, first.id, 'site-web'), third.id, 'site-web');
    expect(check(taken).problems).toEqual([
      `projects[${JSON.stringify(third.id)}].slug: "site-web" makes the id "site-web", as projects[${JSON.stringify(first.id)}].slug "site-web" does; give one of them a slug, e.g. slug: "site-web-2"`,
    ]);
  });

  it("names a slug that is another project's id, which that project keeps in the language", () => {
    expect(check(withSlug(base, third.id, second.id)).problems).toEqual([
      `projects[${JSON.stringify(third.id)}].slug: ${JSON.stringify(second.id)} makes the id ${JSON.stringify(second.id)}, as projects[${JSON.stringify(second.id)}], which keeps its id from site.ts, does; give one of them a slug, e.g. slug: ${JSON.stringify(`${second.id}-2`)}`,
    ]);
    // A project's own id as its slug there is no collision.
    expect(check(withSlug(base, second.id, second.id)).problems).toEqual([]);
  });

  it("is found at the slug's line in the language's file", () => {
    const source = `import type { Translation } from './model';\n\nexport const translation: Translation = ${JSON.stringify(withSlug(base, first.id, '!'), null, 2)};\n`;
    const line = source.split('\n').findIndex((text) => text.includes('"slug": "!"')) + 1;
    const [problem] = check(withSlug(base, first.id, '!')).problems;
    const field = /^[^:]*/.exec(problem)![0];
    expect(lineOf(fieldLines(source), field, 'translation')).toBe(line);
  });
});
