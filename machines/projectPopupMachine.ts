import { assertEvent, assign, setup } from 'xstate';

/** How the open project's address was reached: a card pressed on the page, or the address itself (a link, a reload). */
export type OpenedBy = 'card' | 'address';

export interface ProjectPopupContext {
  /** Id of the project shown in the popup; null while the popup is closed. */
  projectId: string | null;
  /** How its address was reached: decides how a close leaves it (back to the grid, or to `/Projects`). */
  openedBy: OpenedBy | null;
}

/**
 * The address is the source of truth: the router sends `popup.open` when the address names a project
 * (a card pressed, a link, Forward) and `popup.close` when it no longer does (Back, or after a
 * dismiss). `popup.dismiss` is the visitor closing the popup (Escape, backdrop, Close): the machine
 * hides it at once and waits, in `closing`, for the address to leave the project's.
 */
export type ProjectPopupEvent =
  { type: 'popup.open'; projectId: string; openedBy: OpenedBy } | { type: 'popup.dismiss' } | { type: 'popup.close' };

const popupSetup = setup({
  types: {
    context: {} as ProjectPopupContext,
    events: {} as ProjectPopupEvent,
  },
  guards: {
    hasProject: ({ event }) => {
      assertEvent(event, 'popup.open');
      return event.projectId !== '';
    },
    isAnotherProject: ({ context, event }) => {
      assertEvent(event, 'popup.open');
      return event.projectId !== '' && event.projectId !== context.projectId;
    },
  },
  actions: {
    selectProject: assign(({ event }) => {
      assertEvent(event, 'popup.open');
      return { projectId: event.projectId, openedBy: event.openedBy };
    }),
    clearSelection: assign({ projectId: null, openedBy: null }),
    /** Focus goes back to the project's card (provided by the page: it knows where the cards are). */
    returnFocus: (_, _params: { projectId: string | null }) => {},
  },
});

/** The address has left the project: closed, with focus back on the project's card. */
const closeAndReturnFocus = {
  target: 'closed',
  actions: [
    {
      type: 'returnFocus',
      params: ({ context }: { context: ProjectPopupContext }) => ({ projectId: context.projectId }),
    },
    'clearSelection',
  ],
} as const;

export const projectPopupMachine = popupSetup.createMachine({
  id: 'projectPopup',
  context: { projectId: null, openedBy: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'popup.open': { guard: 'hasProject', target: 'open', actions: 'selectProject' },
      },
    },
    open: {
      on: {
        // Back or Forward from one project's address to another's.
        'popup.open': { guard: 'isAnotherProject', actions: 'selectProject' },
        'popup.dismiss': { target: 'closing' },
        'popup.close': closeAndReturnFocus,
      },
    },
    closing: {
      tags: ['leavingAddress'],
      on: {
        'popup.close': closeAndReturnFocus,
        // The address names another project before it was left (Forward or Back at once). The same
        // project is the address a card press is still arriving at: it is left once it has arrived.
        'popup.open': { guard: 'isAnotherProject', target: 'open', actions: 'selectProject' },
      },
    },
  },
});
