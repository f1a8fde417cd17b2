import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  type LanguageNoticeInput,
  languageNoticeMachine,
  type NoticeWords,
  preferredLanguage,
} from '../../machines/languageNoticeMachine';

const words: NoticeWords = {
  text: 'Esta página também está em português.',
  follow: 'Ler em português',
  dismiss: 'Não',
};
/** The machine with the offered language's words arriving, or failing to. */
const withWords = (arrive = true) =>
  languageNoticeMachine.provide({
    actors: {
      loadWords: fromPromise(async () => {
        if (!arrive) throw new Error('offline');
        return words;
      }),
    },
  });

const site = ['en-US', 'pt-BR', 'ja'];
const input = (pageLanguage: string, preferred: string[], remembered: LanguageNoticeInput['remembered'] = null) => ({
  pageLanguage,
  siteLanguages: site,
  preferred,
  remembered,
});

describe('the language a browser prefers to the page’s', () => {
  it.each([
    ['en-US', ['pt-BR', 'en'], 'pt-BR'],
    ['en-US', ['pt', 'en'], 'pt-BR'],
    ['en-US', ['PT-br'], 'pt-BR'],
    ['pt-BR', ['en-GB', 'pt'], 'en-US'],
    ['en-US', ['en-GB', 'pt-BR'], null],
    ['en-US', ['de', 'ja', 'pt'], 'ja'],
    ['en-US', ['de', 'fr'], null],
    ['ja', ['ja-JP', 'en'], null],
    ['en-US', ['', 'not a tag', 'pt-BR'], 'pt-BR'],
    ['en-US', [], null],
  ])('on a page in %s, with %j: %s', (page, preferred, offered) => {
    expect(preferredLanguage(input(page, preferred))).toBe(offered);
  });
});

describe('the language notice machine', () => {
  const start = (value: LanguageNoticeInput) => createActor(languageNoticeMachine, { input: value }).start();

  it('offers a preferred language in its words once they arrive, and takes following or dismissing as the answer it remembers', async () => {
    const remembered: string[] = [];
    for (const [event, state] of [
      ['notice.follow', 'followed'],
      ['notice.dismiss', 'dismissed'],
    ] as const) {
      const actor = createActor(
        withWords().provide({ actions: { remember: (_, { choice }) => void remembered.push(choice) } }),
        { input: input('en-US', ['pt-BR']) },
      ).start();
      expect(actor.getSnapshot().value).toBe('loading');
      await waitFor(actor, (snapshot) => snapshot.matches('offered'));
      expect(actor.getSnapshot().context).toMatchObject({ offered: 'pt-BR', words });
      actor.send({ type: event });
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().status).toBe('done');
    }
    expect(remembered).toEqual(['followed', 'dismissed']);
  });

  it('holds the offer, its words in hand, until its place is clear of what the visitor is on', async () => {
    let clear = () => {};
    const held = withWords().provide({
      actors: { placeClear: fromCallback(({ sendBack }) => void (clear = () => sendBack({ type: 'notice.clear' }))) },
    });
    const actor = createActor(held, { input: input('en-US', ['pt-BR']) }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('held'));
    expect(actor.getSnapshot().context).toMatchObject({ offered: 'pt-BR', words });
    expect(actor.getSnapshot().can({ type: 'notice.dismiss' })).toBe(false);
    clear();
    expect(actor.getSnapshot().value).toBe('offered');
  });

  it("offers nothing when the language's words do not arrive", async () => {
    const actor = createActor(withWords(false), { input: input('en-US', ['pt-BR']) }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('offers nothing once answered, or when the page is in the language preferred', () => {
    expect(start(input('en-US', ['pt-BR'], 'dismissed')).getSnapshot().value).toBe('remembered');
    expect(start(input('en-US', ['pt-BR'], 'followed')).getSnapshot().value).toBe('remembered');
    expect(start(input('en-US', ['en-GB'])).getSnapshot().value).toBe('unneeded');
  });
});
