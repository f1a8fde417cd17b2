import { fromCallback, setup } from 'xstate';

export interface PageTitleInput {
  /** The tab title while the page is shown. */
  title: string;
  /** The title to restore when the page goes: the owner's name. */
  defaultTitle: string;
}

/** Leaving needs no event: the page's actor stops with the page, and stopping restores the title. */
export type PageTitleEvent = { type: 'page.enter' };

export const pageTitleMachine = setup({
  types: {
    input: {} as PageTitleInput,
    context: {} as PageTitleInput,
    events: {} as PageTitleEvent,
  },
  actors: {
    /**
     * Shows the page's title for as long as it runs; when it stops (the page unmounts, so its actor
     * stops) it restores the default title.
     */
    showTitle: fromCallback<PageTitleEvent, PageTitleInput>(({ input }) => {
      document.title = input.title;
      return () => {
        document.title = input.defaultTitle;
      };
    }),
  },
}).createMachine({
  id: 'pageTitle',
  context: ({ input }) => input,
  initial: 'away',
  states: {
    away: {
      on: { 'page.enter': 'shown' },
    },
    shown: {
      invoke: { src: 'showTitle', input: ({ context }) => context },
    },
  },
});
