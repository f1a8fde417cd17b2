import { setup } from 'xstate';

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

export type LanguageNoticeEvent = { type: 'notice.follow' } | { type: 'notice.dismiss' };

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

export const languageNoticeMachine = setup({
  types: {
    input: {} as LanguageNoticeInput,
    context: {} as { offered: string | null; remembered: NoticeChoice | null },
    events: {} as LanguageNoticeEvent,
  },
  actions: {
    // Keeps the visitor's answer for later visits; the notice provides it.
    remember: (_, _params: { choice: NoticeChoice }) => {},
  },
  guards: {
    wasAnswered: ({ context }) => context.remembered !== null,
    hasOffer: ({ context }) => context.offered !== null,
  },
}).createMachine({
  id: 'languageNotice',
  context: ({ input }) => ({ offered: preferredLanguage(input), remembered: input.remembered }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'wasAnswered', target: 'remembered' },
        { guard: 'hasOffer', target: 'offered' },
        { target: 'unneeded' },
      ],
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
  },
});
