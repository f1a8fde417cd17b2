/**
 * Any translation the model allows, of any text in any script: the build's check never throws, and the
 * site in that language keeps the default language's projects, hobbies, ids and files, in their order.
 *
 * @jest-environment node
 */
import fc from 'fast-check';
import { siteContent } from '../../src/content';
import { hobbyId, resumeFiles } from '../../src/content/model';
import { contentIn } from '../../src/content/translate';
import { validateTranslation } from '../../src/content/validateTranslation';
import { translationOf } from '../support/translations';
import { runs } from './settings';

/** A text in any script, keeping the `{placeholders}` of the text it translates. */
const wordsArbitrary = fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), {
  minLength: 1,
  maxLength: 200,
});

const tags = fc.constantFrom('pt-BR', 'ja', 'ar', 'de-CH', 'zh-Hant-TW', 'he', 'fr');

describe('a translation of any text', () => {
  it('is checked without an exception, and keeps the default language’s projects, hobbies and files', () => {
    fc.assert(
      fc.property(wordsArbitrary, tags, (words, tag) => {
        let next = 0;
        const word = (text: string) => {
          const placeholders = text.match(/\{\w+\}/g) ?? [];
          return [words[next++ % words.length], ...placeholders].join(' ');
        };
        const translation = translationOf(siteContent, word);
        const report = validateTranslation(siteContent, tag, translation, () => true, [tag]);
        // Each line starts with the field it names (`projects["ラーメン"].title: …`) or the tag.
        for (const line of [...report.problems, ...report.warnings]) expect(line).toMatch(/^\S+: |^"/u);
        const content = contentIn(siteContent, tag, translation);
        expect(content.projects.map((project) => [project.id, project.image, project.link])).toEqual(
          siteContent.projects.map((project) => [project.id, project.image, project.link]),
        );
        expect(content.projects.map((project) => project.title)).toEqual(
          siteContent.projects.map((project) => translation.projects[project.id].title),
        );
        expect(content.hobbies.map((hobby) => hobby.title)).toEqual(
          siteContent.hobbies.map((hobby) => translation.hobbies[hobbyId(hobby)].title),
        );
        expect(resumeFiles(content.resume).map((file) => file.href)).toEqual(
          resumeFiles(siteContent.resume).map((file) => file.href),
        );
      }),
      runs,
    );
  });
});
