/**
 * A site in another language than English whose site.ts leaves the template's words out (contract.ts:
 * `template`): every page shows them in English, and every one of them (text, text alternative,
 * accessible name) is marked `lang="en"`, so a screen reader reads them in an English voice. So does a
 * further language that gives none of its own. Built from the owner's content, whatever its language.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { showBootFailure } from '../../src/boot/showBootFailure';
import { withSiteLayout } from '../../src/routes/routes';
import { controlledFetch } from '../support/controlledFetch';
import { siteContent } from '../../src/content';
import { contract } from '../../src/content/contract';
import { leavesOf } from '../../src/content/fields';
import { isEnglish, resumeFiles } from '../../src/content/model';
import { filledIn, siteContentOf } from '../../src/content/siteContentOf';
import * as site from '../../src/content/site';
import { contentIn } from '../../src/content/translate';
import { projectCard, projectOfEachKind, startingWith } from '../support/projects';
import { renderRoute } from '../support/renderRoute';
import { routePaths } from '../support/routeTable';
import { withoutTemplateWords } from '../support/translations';
import { wordsHeard } from '../support/wordsHeard';

const language = isEnglish(siteContent.language) ? 'ar' : siteContent.language;
const content = siteContentOf({ ...withoutTemplateWords({ ...site }), language });
const further = isEnglish(siteContent.language) || siteContent.language === 'ar' ? 'fr' : 'ar';

/** Each of the template's words the content shows, as a pattern of the whole text (`{title}`: any words). */
const templateTexts = leavesOf(contract, content).flatMap(([, value, field]) =>
  field.kind === 'words' && typeof field.template === 'string' && field.template === value ? [field.template] : [],
);
const patterns = templateTexts.map(
  (text) =>
    new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
      's',
    ),
);
const isTemplateWords = (text: string) => patterns.some((pattern) => pattern.test(text));

/** The template's words under `root` that are not marked as English. */
const unmarked = (root: Element, pageLanguage: string) =>
  wordsHeard(root, isTemplateWords, pageLanguage)
    .filter(({ lang }) => lang !== 'en')
    .map(({ text }) => text);

describe('a navigation whose name is the template’s words and whose links are the site’s', () => {
  it('reads its links in the site’s language', async () => {
    const { site: filled } = filledIn(site);
    const { label: _label, ...navigation } = filled.layout.navigation;
    await renderRoute('/', {
      content: siteContentOf({ ...filled, language, layout: { ...filled.layout, navigation } }),
    });
    const nav = screen.getByRole('navigation', { name: content.layout.navigation.label });
    expect(nav.getAttribute('lang')).toBe('en');
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect([link.textContent, link.closest('[lang]')?.getAttribute('lang')]).toEqual([link.textContent, language]);
    }
  });
});

describe(`a site in ${language} that leaves the template's words out, where something fails`, () => {
  const failingRoutes: RouteObject[] = withSiteLayout([
    { index: true, Component: () => <h1>Fine</h1> },
    {
      path: '/chunk',
      lazy: () => Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })),
    },
  ]);

  it('marks each of them on the page shown when a page’s code could not load', async () => {
    await renderRoute('/chunk', { content, routes: failingRoutes });
    const main = screen.getByRole('main');
    expect(wordsHeard(main, isTemplateWords, language).length).toBeGreaterThanOrEqual(4);
    expect(unmarked(main, language)).toEqual([]);
  });

  it('marks the notice shown when the app cannot start', async () => {
    await renderRoute('/', { content });
    showBootFailure();
    const notice = document.getElementById('boot-failure')!;
    expect(wordsHeard(notice, isTemplateWords, language).length).toBe(2);
    expect(unmarked(notice, language)).toEqual([]);
  });

  it('marks the resume’s messages: downloading, and a failure', async () => {
    const network = controlledFetch();
    const { user } = await renderRoute('/', { content });
    const [file] = resumeFiles(content.resume);
    const link = screen.getByRole('link', { name: file.downloadLabel });
    await user.click(link);
    const status = within(link.parentElement!).getByRole('status');
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());
    expect(status.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
    await act(async () => network.respond('missing', { status: 404 }));
    const alert = within(link.parentElement!).getByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    expect(alert.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
  });
});

describe.each([
  [`a site in ${language} that leaves the template's words out`, content, language],
  [`its further language (${further}) that gives no words`, contentIn(content, further, {}), further],
])('%s', (_, shown, pageLanguage) => {
  it('lists them as the template’s', () => {
    expect(templateTexts.length).toBeGreaterThan(0);
    expect(shown.templated.length).toBeGreaterThan(0);
  });

  it.each(routePaths)('at %s marks each of them as English', async (path) => {
    await renderRoute(path, { content: shown });
    expect(wordsHeard(document.body, isTemplateWords, pageLanguage).length).toBeGreaterThan(0);
    expect(unmarked(document.body, pageLanguage)).toEqual([]);
  });

  it.each(projectOfEachKind.map((project) => [project.code ? 'public' : 'private', project] as const))(
    'marks each of them in a project’s popup too (%s code)',
    async (__, project) => {
      const { user } = await renderRoute('/Projects', { content: shown });
      await user.click(projectCard(project.title));
      const dialog = await screen.findByRole('dialog', { name: startingWith(project.title) });
      expect(wordsHeard(dialog, isTemplateWords, pageLanguage).length).toBeGreaterThan(0);
      expect(unmarked(dialog, pageLanguage)).toEqual([]);
    },
  );
});
