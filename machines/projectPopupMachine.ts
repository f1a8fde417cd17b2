import { assertEvent, assign, setup } from 'xstate';

export interface ProjectPopupContext {
  /** Id of the project shown in the popup; null while the popup is closed. */
  projectId: string | null;
}

export type ProjectPopupEvent = { type: 'popup.open'; projectId: string } | { type: 'popup.close' };

export const projectPopupMachine = setup({
  types: {
    context: {} as ProjectPopupContext,
    events: {} as ProjectPopupEvent,
  },
  guards: {
    hasProject: ({ event }) => event.type === 'popup.open' && event.projectId !== '',
  },
  actions: {
    selectProject: assign({
      projectId: ({ event }) => {
        assertEvent(event, 'popup.open');
        return event.projectId;
      },
    }),
    clearSelection: assign({ projectId: null }),
  },
}).createMachine({
  id: 'projectPopup',
  context: { projectId: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'popup.open': { guard: 'hasProject', target: 'open', actions: 'selectProject' },
      },
    },
    open: {
      on: {
        'popup.close': { target: 'closed', actions: 'clearSelection' },
      },
    },
  },
});
