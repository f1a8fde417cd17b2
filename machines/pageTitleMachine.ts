import { fromCallback, setup } from 'xstate';

interface PageTitleInput {
  title: string;
  defaultTitle: string;
}

// No leave event: the actor stops with its page, and stopping restores the title.
type PageTitleEvent = { type: 'page.enter' };

/** The browser tab's title for the page shown. */
export const pageTitleMachine = setup({
  types: { input: {} as PageTitleInput, context: {} as PageTitleInput, events: {} as PageTitleEvent },
  actors: {
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
    away: { on: { 'page.enter': 'shown' } },
    shown: { invoke: { src: 'showTitle', input: ({ context }) => context } },
  },
});
