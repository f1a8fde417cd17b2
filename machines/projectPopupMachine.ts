import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Where a picture shows on screen and what it shows, read before it moves or goes. */
export interface PicturePlace {
  box: { left: number; top: number; width: number; height: number };
  src: string;
  radius: string;
}

/** A picture's flight from where it showed onto the project's picture in the popup, or on its card. */
export interface Flight {
  projectId: string;
  from: PicturePlace | undefined;
  onto: 'popup' | 'card';
}

// The Projects page sends these: `popup.open` and `popup.close` as the address changes (Escape, the
// backdrop and Close go Back), each with where the picture that will fly shows at that moment;
// `popup.shown` once the popup is on the page, `popup.gone` once it has left it.
export type ProjectPopupEvent =
  | { type: 'popup.open'; projectId: string }
  | { type: 'popup.shown'; picture?: PicturePlace }
  | { type: 'popup.close'; picture?: PicturePlace }
  | { type: 'popup.gone' };

interface ProjectPopupContext {
  projectId: string | null;
  /** Where the picture about to fly shows: the card's as the popup opens, the popup's as it closes. */
  picture: PicturePlace | undefined;
}

const closeFrom = { 'popup.close': { target: 'closing', actions: 'keepPicture' } } as const;

/**
 * Which project's popup is open over the grid, and its picture's flights. It follows the address
 * (`/Projects/<id>` opened from a card): the Projects page sends `popup.open` and `popup.close` as
 * the address changes (Escape, the backdrop and Close go back in history), `popup.shown` once the
 * popup is on the page and `popup.gone` once it has left it. The card's picture flies into the
 * popup and back (`flyPicture`, which the page provides; leaving a flight's state lands it at
 * once), and focus returns to the card as the popup goes. Events kept while XState loads (a card,
 * Back, another card) are taken in order.
 */
export const projectPopupMachine = setup({
  types: { context: {} as ProjectPopupContext, events: {} as ProjectPopupEvent },
  actors: {
    // Flies a copy of the picture and settles once it has landed; stopped, it lands at once. The
    // Projects page provides it (the page's pictures); without one nothing flies.
    flyPicture: fromPromise<void, Flight>(async () => {}),
  },
  actions: {
    selectProject: assign(({ event }) => {
      assertEvent(event, 'popup.open');
      return { projectId: event.projectId, picture: undefined };
    }),
    keepPicture: assign(({ event }) => {
      assertEvent(event, ['popup.shown', 'popup.close']);
      return { picture: event.picture };
    }),
    clearSelection: assign({ projectId: null, picture: undefined }),
    // Focus goes back to the project's card, once the popup has left the page; the page provides it.
    returnFocus: (_, _params: { projectId: string | null }) => {},
  },
}).createMachine({
  id: 'projectPopup',
  context: { projectId: null, picture: undefined },
  initial: 'closed',
  states: {
    closed: { on: { 'popup.open': { target: 'opening', actions: 'selectProject' } } },
    // The popup is on its way to the page (its code may still be loading).
    opening: {
      tags: 'shown',
      on: { 'popup.shown': { target: 'flyingIn', actions: 'keepPicture' }, ...closeFrom },
    },
    flyingIn: {
      tags: 'shown',
      invoke: {
        id: 'flightIn',
        src: 'flyPicture',
        input: ({ context }) => ({ projectId: context.projectId!, from: context.picture, onto: 'popup' as const }),
        onDone: 'open',
      },
      on: closeFrom,
    },
    open: { tags: 'shown', on: closeFrom },
    // The popup leaves the page; the picture flies back from where it was as the close came.
    closing: {
      on: {
        // Events kept while XState loaded (Data Saver): Back, then another card, before anything showed.
        'popup.open': { target: 'opening', actions: 'selectProject' },
        'popup.gone': {
          target: 'flyingBack',
          actions: { type: 'returnFocus', params: ({ context }) => ({ projectId: context.projectId }) },
        },
      },
    },
    flyingBack: {
      invoke: {
        id: 'flightBack',
        src: 'flyPicture',
        input: ({ context }) => ({ projectId: context.projectId!, from: context.picture, onto: 'card' as const }),
        onDone: { target: 'closed', actions: 'clearSelection' },
      },
      on: { 'popup.open': { target: 'opening', actions: 'selectProject' } },
    },
  },
});
