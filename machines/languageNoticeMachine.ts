import { assign, fromCallback, fromPromise, setup } from 'xstate';

export type NoticeChoice = 'followed' | 'dismissed';

export interface LanguageNoticeInput {
  /** The page's language, a BCP 47 tag. */
  pageLanguage: string;
  /** The site's languages. */
  siteLanguages: readonly string[];
  /** The browser's languages, the most preferred first (`navigator.languages`). */
  preferred: readonly string[];
  /** What the visitor did with an earlier notice, if anything. */
  remembered: NoticeChoice | null;
}

export type LanguageNoticeEvent = { type: 'notice.clear' } | { type: 'notice.follow' } | { type: 'notice.dismiss' };

/** The notice's words, in the offered language (its content's `layout.languageNotice`). */
export interface NoticeWords {
  text: string;
  follow: string;
  dismiss: string;
}

/** The language of a tag, or null for a tag that is not one (`navigator.languages` may hold anything). */
function baseLanguage(tag: string): string | null {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return null;
  }
}

/**
 * The site's language the browser prefers to the page's, if any: the first of the browser's
 * languages the site has (the same tag, else the same language: `pt` matches `pt-BR`) decides.
 */
export function preferredLanguage({ pageLanguage, siteLanguages, preferred }: LanguageNoticeInput): string | null {
  for (const wanted of preferred) {
    const match =
      siteLanguages.find((language) => language.toLowerCase() === wanted.toLowerCase()) ??
      siteLanguages.find(
        (language) => baseLanguage(language) !== null && baseLanguage(language) === baseLanguage(wanted),
      );
    if (match !== undefined) return match === pageLanguage ? null : match;
  }
  return null;
}

/**
 * On a site in more than one language: whether to offer the page in the language the browser
 * prefers to the page's, the offer's words in that language (fetched with its content; a language
 * whose words do not arrive is not offered), held unseen while its place at the window's foot would
 * cover what the visitor points at or has focused, and the visitor's answer (following the offer or
 * dismissing it), remembered for later pages.
 */
export const languageNoticeMachine = setup({
  types: {
    input: {} as LanguageNoticeInput,
    context: {} as { offered: string | null; remembered: NoticeChoice | null; words: NoticeWords | null },
    events: {} as LanguageNoticeEvent,
  },
  actors: {
    // Fetches the offered language's words; the notice provides it (its content loader).
    loadWords: fromPromise<NoticeWords, { language: string }>(() =>
      Promise.reject(new Error('The notice provides loadWords.')),
    ),
    // Says when nothing the visitor points at or has focused lies where the notice would show; the
    // notice provides the watch of its page. Without a page there is nothing to cover.
    placeClear: fromCallback<LanguageNoticeEvent>(({ sendBack }) => sendBack({ type: 'notice.clear' })),
  },
  actions: {
    keepWords: assign((_, { words }: { words: NoticeWords }) => ({ words })),
    // Keeps the visitor's answer for later visits; the notice provides it.
    remember: (_, _params: { choice: NoticeChoice }) => {},
  },
  guards: {
    wasAnswered: ({ context }) => context.remembered !== null,
    hasOffer: ({ context }) => context.offered !== null,
  },
}).createMachine({
  id: 'languageNotice',
  context: ({ input }) => ({ offered: preferredLanguage(input), remembered: input.remembered, words: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'wasAnswered', target: 'remembered' },
        { guard: 'hasOffer', target: 'loading' },
        { target: 'unneeded' },
      ],
    },
    // The offer is made in the offered language's words, which arrive with its content.
    loading: {
      invoke: {
        id: 'loadWords',
        src: 'loadWords',
        input: ({ context }) => ({ language: context.offered! }),
        onDone: { target: 'held', actions: { type: 'keepWords', params: ({ event }) => ({ words: event.output }) } },
        // A language whose words do not arrive is not offered.
        onError: 'unavailable',
      },
    },
    // Laid out at the window's foot, unseen, until its place there is clear: it never lands on the
    // link under the visitor's pointer or the control they have focused.
    held: {
      invoke: { id: 'placeClear', src: 'placeClear' },
      on: { 'notice.clear': 'offered' },
    },
    offered: {
      on: {
        'notice.follow': { target: 'followed', actions: { type: 'remember', params: { choice: 'followed' } } },
        'notice.dismiss': { target: 'dismissed', actions: { type: 'remember', params: { choice: 'dismissed' } } },
      },
    },
    followed: { type: 'final' },
    dismissed: { type: 'final' },
    remembered: { type: 'final' },
    unneeded: { type: 'final' },
    unavailable: { type: 'final' },
  },
});
