/**
 * A further language whose file gives no words yet: every page shows the default language's words,
 * and every one of them (text, text alternatives, accessible names) is marked with that language's
 * `lang`, so a screen reader reads them in its voice. A label added to a page without its mark fails
 * here. Built from the owner's content, whatever its language.
 */
import { screen } from '@testing-library/react';
import { siteContent } from '../../src/content';
import { contract } from '../../src/content/contract';
import { leavesOf } from '../../src/content/fields';
import { textDirection } from '../../src/content/model';
import { contentIn } from '../../src/content/translate';
import { projectCard, projectOfEachKind, startingWith } from '../support/projects';
import { renderRoute } from '../support/renderRoute';
import { routePaths } from '../support/routeTable';
import { wordsHeard } from '../support/wordsHeard';

const tag = textDirection(siteContent.language) === 'rtl' ? 'fr' : 'ar';
const content = contentIn(siteContent, tag, {});

/** The default language's words, as site.ts holds them, their `{placeholders}` aside. */
const siteWords = leavesOf(contract, siteContent)
  .filter(([, value, field]) => field.kind === 'words' && typeof value === 'string')
  .flatMap(([, value]) => (value as string).split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length > 1);

/**
 * Each text, text alternative and accessible name under `root` that holds the site's words and is
 * read in the page's language. React Aria's own words (a dismiss button's name) are in the page's
 * language, as they should be; a text marked with a third language (a language's own name in the
 * switcher) was marked on purpose, even where the owner's words happen to contain it.
 */
function unmarked(root: Element): string[] {
  const isSiteWords = (text: string) => siteWords.some((words) => text.includes(words) || words.includes(text));
  return wordsHeard(root, isSiteWords, tag)
    .filter(({ lang }) => lang === tag)
    .map(({ text }) => text);
}

describe('a further language that gives no words yet', () => {
  it('lists every section as left out', () => {
    expect(content.untranslated.length).toBeGreaterThan(0);
  });

  it.each(routePaths)('at %s marks every word it shows as the default language’s', async (path) => {
    await renderRoute(path, { content });
    expect(unmarked(document.body)).toEqual([]);
  });

  it.each(projectOfEachKind.map((project) => [project.code ? 'public' : 'private', project] as const))(
    'marks every word of a project’s popup too (%s code)',
    async (_, project) => {
      const { user } = await renderRoute('/Projects', { content });
      await user.click(projectCard(project.title));
      const dialog = await screen.findByRole('dialog', { name: startingWith(project.title) });
      expect(unmarked(dialog)).toEqual([]);
      expect(unmarked(document.body)).toEqual([]);
    },
  );
});
