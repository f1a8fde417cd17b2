/**
 * Any slugs two further languages give the sample's projects (made from titles in several scripts,
 * so they are often empty or the same): the build's check names a problem exactly where a slug is
 * blank or two projects of one language would share an address; and where it names none, every
 * project has one page in each language, the switcher leads from each to the same project in every
 * other, and the URL policy sends each other-language id under a prefix to a page, never away from one.
 *
 * @jest-environment node
 */
import fc from 'fast-check';
import type { SiteContent } from '../../src/content';
import { pageIdIn, type Project, projectId, slugsOf, type Translation, withSlugs } from '../../src/content/model';
import { siteContentOf } from '../../src/content/siteContentOf';
import { contentIn } from '../../src/content/translate';
import { validateTranslation } from '../../src/content/validateTranslation';
import { otherLanguageAddresses, resolvePath } from '../../src/http/urlPolicy.mjs';
import { pageAddresses, projectRoute, samePathIn } from '../../src/routes/table';
import { localPath, prefixIn } from '../../src/urls/languages';
import * as sampleSite from '../owners/sample/site';
import { titleArbitrary } from '../support/titleArbitraries';
import { translationOf } from '../support/translations';
import { runs } from './settings';

const english = siteContentOf(sampleSite);
const further = ['fr', 'de'] as const;
const languages = [english.language, ...further];
const base = Object.fromEntries(further.map((tag) => [tag, translationOf(english, (text) => `(${tag}) ${text}`)]));

/** For each further language, a slug (from a title) or none for each project. */
const slugsArbitrary = fc.tuple(
  ...further.map(() =>
    fc.array(fc.option(titleArbitrary.map(projectId), { nil: undefined }), {
      minLength: english.projects.length,
      maxLength: english.projects.length,
    }),
  ),
);

describe('any slugs in two further languages', () => {
  it('are refused exactly where blank or shared in a language; else each project has one page in each, all paired', () => {
    fc.assert(
      fc.property(slugsArbitrary, (given) => {
        const translations: Record<string, Translation> = Object.fromEntries(
          further.map((tag, index) => [
            tag,
            {
              ...base[tag],
              projects: Object.fromEntries(
                english.projects.map((project, at) => {
                  const slug = given[index][at];
                  return [project.id, { ...base[tag].projects[project.id], ...(slug === undefined ? {} : { slug }) }];
                }),
              ),
            },
          ]),
        );
        /** Each project's id in `tag`'s addresses: the slug given there, else its id. */
        const ids = (tag: string) =>
          english.projects.map((project, at) =>
            tag === english.language ? project.id : (given[further.indexOf(tag as 'fr')][at] ?? project.id),
          );
        for (const tag of further) {
          const slugProblems = validateTranslation(english, tag, translations[tag], () => true, [
            ...further,
          ]).problems.filter((problem) => /^projects\[[^\]]*\]\.slug: /.test(problem));
          const valid = ids(tag).every((id) => id !== '') && new Set(ids(tag)).size === ids(tag).length;
          expect({ tag, refused: slugProblems.length > 0 }).toEqual({ tag, refused: !valid });
        }
        if (!further.every((tag) => new Set(ids(tag)).size === english.projects.length && !ids(tag).includes(''))) {
          return;
        }

        const slugs = slugsOf(translations);
        const contents: Record<string, SiteContent> = Object.fromEntries([
          [english.language, withSlugs(english, slugs)],
          ...further.map((tag) => [tag, withSlugs(contentIn(english, tag, translations[tag]), slugs)]),
        ]);
        // Every language's content knows each project's slugs in every language.
        const { projects } = contents[english.language];
        const pathIn = (tag: string, project: Project) =>
          localPath(prefixIn(tag, english.language), projectRoute.hrefIn(project, tag));
        const versions = projects.map((project) => languages.map((tag) => pathIn(tag, project)));
        const pages = [
          ...languages.map((tag) => localPath(prefixIn(tag, english.language), '/')),
          ...languages.map((tag) => localPath(prefixIn(tag, english.language), pageAddresses.projects.path)),
          ...versions.flat(),
        ];
        // One page for each project in each language, at the id given there.
        expect(new Set(pages).size).toBe(pages.length);
        // From each language's page, the switcher leads to the same project's page in every other.
        projects.forEach((_, at) => {
          for (const from of languages) {
            const there = contents[from].projects[at];
            expect(pageIdIn(there, from)).toBe(ids(from)[at]);
            const own = projectRoute.hrefIn(there, from);
            for (const to of languages) {
              expect(samePathIn(contents[from], own, to)).toBe(projectRoute.href(ids(to)[at]));
            }
          }
        });
        // Every other address leads to a page, in one step, and no page is one.
        const other = otherLanguageAddresses(pages, versions);
        for (const page of pages) expect(resolvePath(page, pages, other)).toEqual({ kind: 'page', path: page });
        for (const [address, page] of Object.entries(other)) {
          expect(pages).toContain(page);
          expect(resolvePath(address, pages, other)).toEqual({ kind: 'redirect', path: page });
          expect(resolvePath(`${address}/`, pages, other)).toEqual({ kind: 'redirect', path: page });
        }
      }),
      runs,
    );
  });
});
