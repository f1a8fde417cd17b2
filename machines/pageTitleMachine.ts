import { assertEvent, assign, setup } from 'xstate';

export interface PageTitleInput {
  /** The title shown whenever no page asks for its own: the owner's name. */
  defaultTitle: string;
}

export interface PageTitleContext {
  defaultTitle: string;
  pageTitle: string | null;
}

export type PageTitleEvent = { type: 'page.enter'; title: string } | { type: 'page.leave' };

export const pageTitleMachine = setup({
  types: {
    input: {} as PageTitleInput,
    context: {} as PageTitleContext,
    events: {} as PageTitleEvent,
  },
  actions: {
    rememberPageTitle: assign({
      pageTitle: ({ event }) => {
        assertEvent(event, 'page.enter');
        return event.title;
      },
    }),
    forgetPageTitle: assign({ pageTitle: null }),
    setDocumentTitle: (_, params: { title: string }) => {
      document.title = params.title;
    },
  },
}).createMachine({
  id: 'pageTitle',
  context: ({ input }) => ({ defaultTitle: input.defaultTitle, pageTitle: null }),
  initial: 'ownerTitle',
  states: {
    ownerTitle: {
      entry: { type: 'setDocumentTitle', params: ({ context }) => ({ title: context.defaultTitle }) },
      on: {
        'page.enter': { target: 'pageTitle', actions: 'rememberPageTitle' },
      },
    },
    pageTitle: {
      entry: {
        type: 'setDocumentTitle',
        params: ({ context }) => ({ title: context.pageTitle ?? context.defaultTitle }),
      },
      on: {
        'page.leave': { target: 'ownerTitle', actions: 'forgetPageTitle' },
      },
    },
  },
});
