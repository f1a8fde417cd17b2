import { assertEvent, assign, setup } from 'xstate';

// The Projects page sends these as the address changes: Escape, the backdrop and Close go Back.
export type ProjectPopupEvent = { type: 'popup.open'; projectId: string } | { type: 'popup.close' };

export const projectPopupMachine = setup({
  types: { context: {} as { projectId: string | null }, events: {} as ProjectPopupEvent },
  actions: {
    selectProject: assign(({ event }) => {
      assertEvent(event, 'popup.open');
      return { projectId: event.projectId };
    }),
    clearSelection: assign({ projectId: null }),
  },
}).createMachine({
  id: 'projectPopup',
  context: { projectId: null },
  initial: 'closed',
  states: {
    closed: { on: { 'popup.open': { target: 'open', actions: 'selectProject' } } },
    open: {
      on: {
        'popup.open': { actions: 'selectProject' },
        'popup.close': { target: 'closed', actions: 'clearSelection' },
      },
    },
  },
});
