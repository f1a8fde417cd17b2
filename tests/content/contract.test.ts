/** @jest-environment node */
/**
 * contract.ts declares the content once; site.ts, a further language's file and the way its words
 * are laid over the default language's follow from it (src/content/fields.ts). Run on the owner's
 * content as on the sample's: it assumes only what the contract says.
 */
import { siteContent } from '../../src/content';
import { contract } from '../../src/content/contract';
import { isTranslatedAt, leavesOf, shapeProblems, type Words } from '../../src/content/fields';
import { type SiteEntry } from '../../src/content/model';
import { siteContentOf } from '../../src/content/siteContentOf';
import * as site from '../../src/content/site';
import { isWithin } from '../../src/content/paths';
import { contentIn } from '../../src/content/translate';
import { pageAddresses, type PageKey, type RouteTable, routeTableFor } from '../../src/routes/table';
import { translationOf, withoutTemplateWords } from '../support/translations';

const pageKeys = Object.keys(pageAddresses) as PageKey[];

const marked = (text: string) => `⟦${text}⟧`;

describe('the content contract', () => {
  it('is what site.ts holds: every section and field it declares, and nothing else', () => {
    expect(shapeProblems(contract, { ...site })).toEqual([]);
  });

  it('makes a further language’s file of every text a visitor reads, and of nothing else', () => {
    const translation = translationOf(siteContent, marked);
    expect(shapeProblems(contract, translation, '', true)).toEqual([]);
    const content = contentIn(siteContent, 'fr', translation);
    const before = new Map(leavesOf(contract, siteContent).map(([path, value]) => [path, value]));
    for (const [path, value, field] of leavesOf(contract, content)) {
      const given = isTranslatedAt(contract, path) && field.translated !== 'optional';
      if (path === 'language') continue; // the further language's own tag
      // Every word in the further language, every link, picture, flag and name as the default language has it.
      expect([path, value]).toEqual([path, given ? marked(before.get(path) as string) : before.get(path)]);
    }
  });

  it('names a field left out, misspelt or of the wrong kind, and what to write', () => {
    const copy = structuredClone({ ...site });
    const { greeting, ...home } = copy.home;
    Object.assign(copy, { home: { ...home, greting: greeting } });
    delete (copy.projects[0] as Partial<(typeof copy.projects)[0]>).stack;
    Object.assign(copy.projects[0], { code: 'yes' });
    Object.assign(copy.owner.graduation, { year: '2023' });
    delete (copy.owner as Partial<typeof copy.owner>).portrait;
    expect(shapeProblems(contract, copy)).toEqual([
      'owner.graduation.year: is text ("2023"); give a whole number',
      'owner.portrait: is missing; add portrait: { src, alt }',
      'home.greting: is not a field here; did you mean greeting?',
      'projects[0].stack: is missing; add stack: "…" (text)',
      'projects[0].code: is text ("yes"); give true or false',
    ]);
  });

  it('takes site.ts without the template’s words, and names one misspelt', () => {
    const bare = withoutTemplateWords({ ...site }) as Record<string, unknown>;
    expect(shapeProblems(contract, bare)).toEqual([]);
    expect(shapeProblems(contract, { ...bare, layout: { ...(bare.layout as object), skipLnk: 'Skip' } })).toEqual([
      'layout.skipLnk: is not a field here; did you mean skipLink?',
    ]);
  });

  it('fills in the template’s words where site.ts leaves them out, each listed by its path', () => {
    const bare = siteContentOf(withoutTemplateWords({ ...site }));
    const templates = leavesOf(contract, bare).filter(([, , field]) => field.kind === 'words' && field.template);
    expect(templates.length).toBeGreaterThan(0);
    for (const [path, value, field] of templates) {
      expect([path, value]).toEqual([path, (field as Words).template]);
      // No list's item has the template's words yet: a path of sections alone.
      expect([path, isWithin(bare.templated, path)]).toEqual([path, true]);
    }
    // Given every word, site.ts leaves none to the template.
    expect(siteContentOf(bare as unknown as SiteEntry).templated).toEqual([]);
  });

  it('takes site.ts without a page’s description: the page is described by the owner’s summary, in each language, unless that language gives one', () => {
    const { project, notFound } = site.pageMeta;
    const bare = { ...site, pageMeta: { project, notFound } };
    expect(shapeProblems(contract, bare)).toEqual([]);
    const content = siteContentOf(bare);
    // Each page's section stands as written `{}`, so a further language can give what the default leaves out.
    expect(content.pageMeta.about).toEqual({});
    const french = contentIn(content, 'fr', {
      owner: { summary: 'Le résumé.' },
      pageMeta: { about: { description: 'À propos de moi.' } },
    });
    expect(french.pageMeta.about.description).toBe('À propos de moi.');
    const descriptions = (table: RouteTable) => pageKeys.map((key) => [key, table[key].description]);
    // The 404 page's is the template's words, never the summary.
    const expected = (summary: string, own: Partial<Record<PageKey, string>> = {}) =>
      pageKeys.map((key) => [key, key === 'notFound' ? content.pageMeta.notFound.description : (own[key] ?? summary)]);
    expect(descriptions(routeTableFor(content))).toEqual(expected(content.owner.summary));
    expect(descriptions(routeTableFor(french))).toEqual(expected('Le résumé.', { about: 'À propos de moi.' }));
  });

  it('names a further language’s field misspelt, and takes any it leaves out (a language is added a page at a time)', () => {
    const translation = translationOf(siteContent, marked);
    const [id] = Object.keys(translation.projects);
    const { title, ...project } = translation.projects[id];
    translation.projects[id] = { ...project, titel: title } as unknown as typeof project & { title: string };
    const layout: Partial<typeof translation.layout> & { skipLnk?: string } = translation.layout;
    layout.skipLnk = layout.skipLink;
    delete layout.skipLink;
    expect(shapeProblems(contract, translation, '', true)).toEqual([
      'layout.skipLnk: is not a field here; did you mean skipLink?',
      `projects[${JSON.stringify(id)}].titel: is not a field here; did you mean title?`,
    ]);
    delete layout.skipLnk;
    delete translation.projects[id].stack;
    expect(shapeProblems(contract, translation, '', true)).toEqual([
      `projects[${JSON.stringify(id)}].titel: is not a field here; did you mean title?`,
    ]);
  });
});
