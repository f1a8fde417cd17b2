import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type LanguageNoticeInput, languageNoticeMachine } from '../../../machines/languageNoticeMachine';
import { LanguageNotice } from '../../../src/components/LanguageNotice';
import { siteContent } from '../../../src/content';
import { contentIn } from '../../../src/content/translate';
import { stitchesStyle } from '../../support/stitchesStyle';
import { createMachineTestModel, machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { translationOf } from '../../support/translations';
import { WithContent } from '../../support/withContent';

const languages = [siteContent.language, 'pt-BR'];
const portuguese = contentIn(
  siteContent,
  'pt-BR',
  translationOf(siteContent, (text) => `(pt) ${text}`),
);
const words = portuguese.layout.languageNotice;
const storageKey = 'language-notice';

/** Visits to /About in the default language, by browsers that prefer one language or another. */
const visits: { name: string; preferred: string[]; stored: string | null }[] = [
  { name: 'a first visit by a browser preferring Portuguese', preferred: ['pt-BR', 'en'], stored: null },
  {
    name: 'a browser preferring Portuguese that dismissed the notice before',
    preferred: ['pt-BR'],
    stored: 'dismissed',
  },
  { name: 'a browser preferring the page’s language', preferred: [siteContent.language], stored: null },
];

const inputOf = ({ preferred, stored }: (typeof visits)[number]): LanguageNoticeInput => ({
  pageLanguage: siteContent.language,
  siteLanguages: languages,
  preferred,
  remembered: stored === 'dismissed' || stored === 'followed' ? stored : null,
});

const pathsFor = (visit: (typeof visits)[number]) =>
  createMachineTestModel(languageNoticeMachine, { input: inputOf(visit) }).getShortestPaths();

const notice = () => screen.queryByRole('complementary', { name: words.text });

/** Lets the machines' chunk arrive and the actor decide. */
async function settle() {
  await act(async () => {
    await import('../../../src/hooks/machineChunk');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('language notice machine, driven by the notice on a page', () => {
  it('has paths that, from the three kinds of visit, take every transition of the machine', () => {
    expect(visits.map((visit) => pathsFor(visit).length)).toEqual([3, 1, 1]);
    const taken = visits.flatMap((visit) => transitionsTaken(pathsFor(visit)));
    expect(taken).toEqual(expect.arrayContaining(machineTransitions(languageNoticeMachine)));
  });

  describe.each(visits)('$name', (visit) => {
    // A followed link would leave the page; jsdom cannot, so the test keeps it here once the app has seen it.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    beforeEach(() => {
      window.localStorage.clear();
      if (visit.stored !== null) window.localStorage.setItem(storageKey, visit.stored);
      Object.defineProperty(window.navigator, 'languages', { value: visit.preferred, configurable: true });
      window.addEventListener('click', stayOnPage);
    });
    afterEach(() => window.removeEventListener('click', stayOnPage));

    it.each(pathsFor(visit).map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const user = userEvent.setup();
      // The offered language's content arrives, or fails to, when the path says.
      let arrive = () => {};
      let fail = () => {};
      const contentIn = () =>
        new Promise<typeof portuguese>((resolve, reject) => {
          arrive = () => resolve(portuguese);
          fail = () => reject(new Error('offline'));
        });
      // The notice's place clears when the path says; until then the notice is laid out there, unseen.
      let laidOut: () => Element | null = () => null;
      let clear = () => {};
      const whenClear = (notice: () => Element | null, onClear: () => void) => {
        laidOut = notice;
        clear = onClear;
        return () => void (clear = () => {});
      };
      render(
        <WithContent>
          <MemoryRouter initialEntries={['/About']}>
            <LanguageNotice languages={languages} contentIn={contentIn} whenClear={whenClear} />
          </MemoryRouter>
        </WithContent>,
      );
      await settle();
      await path.test({
        events: {
          'xstate.done.actor.loadWords': async () => {
            arrive();
            await settle();
          },
          'xstate.error.actor.loadWords': async () => {
            fail();
            await settle();
          },
          'notice.clear': () => act(() => clear()),
          'notice.follow': () => user.click(screen.getByRole('link', { name: words.follow })),
          'notice.dismiss': () => user.click(screen.getByRole('button', { name: words.dismiss })),
        },
        states: {
          held: () => {
            const held = laidOut()!;
            expect(held).toHaveAttribute('aria-label', words.text);
            expect(['visibility', 'position'].map((property) => stitchesStyle(held, property))).toEqual([
              'hidden',
              'fixed',
            ]);
          },
          offered: async () => {
            const shown = await screen.findByRole('complementary', { name: words.text });
            expect(shown).toBe(laidOut());
            expect(stitchesStyle(shown, 'visibility')).toBeUndefined();
            expect(shown).toHaveAttribute('lang', 'pt-BR');
            expect(screen.getByRole('link', { name: words.follow })).toHaveAttribute('href', '/pt-br/About');
            expect(screen.getByRole('link', { name: words.follow })).toHaveAttribute('hreflang', 'pt-BR');
            expect(screen.getByRole('status')).toHaveTextContent(words.text);
          },
          followed: () => {
            expect(notice()).toBeNull();
            expect(window.localStorage.getItem(storageKey)).toBe('followed');
          },
          dismissed: () => {
            expect(notice()).toBeNull();
            expect(window.localStorage.getItem(storageKey)).toBe('dismissed');
          },
          remembered: () => {
            expect(notice()).toBeNull();
            expect(window.localStorage.getItem(storageKey)).toBe(visit.stored);
          },
          loading: () => {
            expect(notice()).toBeNull();
          },
          unavailable: () => {
            expect(notice()).toBeNull();
            expect(window.localStorage.getItem(storageKey)).toBeNull();
          },
          unneeded: () => {
            expect(notice()).toBeNull();
            expect(window.localStorage.getItem(storageKey)).toBeNull();
          },
        },
      });
    });
  });
});
