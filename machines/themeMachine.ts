import { assign, setup } from 'xstate';

export type ThemeName = 'light' | 'dark';

export type ThemeEvent = { type: 'theme.toggle' } | { type: 'theme.systemChanged'; theme: ThemeName };

export interface ThemeInput {
  shown: ThemeName;
  /** Chosen by the visitor, on this or an earlier visit, rather than the system's. */
  isChosen: boolean;
}

/** A theme shown: a press, or the system while the visitor has not chosen, switches to the other. */
const shownTheme = (other: ThemeName) =>
  ({
    on: {
      'theme.toggle': { target: other, actions: ['markChosen', { type: 'showChosenTheme', params: { theme: other } }] },
      'theme.systemChanged': { guard: { type: 'followsSystemTo', params: { theme: other } }, target: other },
    },
  }) as const;

/** The colour theme: the system's until the visitor chooses, then the choice, remembered. */
export const themeMachine = setup({
  types: {
    input: {} as ThemeInput,
    context: {} as { isChosen: boolean; startsDark: boolean },
    events: {} as ThemeEvent,
  },
  actions: {
    // Shows and remembers the visitor's choice; ThemeToggle provides it.
    showChosenTheme: (_, _params: { theme: ThemeName }) => {},
    markChosen: assign({ isChosen: true }),
  },
  guards: {
    startsDark: ({ context }) => context.startsDark,
    followsSystemTo: ({ context, event }, params: { theme: ThemeName }) =>
      !context.isChosen && event.type === 'theme.systemChanged' && event.theme === params.theme,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ isChosen: input.isChosen, startsDark: input.shown === 'dark' }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsDark', target: 'dark' }, { target: 'light' }],
    },
    light: shownTheme('dark'),
    dark: shownTheme('light'),
  },
});
