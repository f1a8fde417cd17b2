import { assign, setup } from 'xstate';

export type ThemeName = 'light' | 'dark';

/**
 * The colour theme. Until the visitor chooses, the page follows the system's preference; a press
 * of the toggle switches to the other theme, shows it and remembers it, and from then on the
 * system's changes no longer override that choice.
 */
export type ThemeEvent = { type: 'theme.toggle' } | { type: 'theme.systemChanged'; theme: ThemeName };

export interface ThemeInput {
  /** The theme the page shows when the machine starts. */
  shown: ThemeName;
  /** Whether the visitor chose it (on this or an earlier visit) rather than the system. */
  isChosen: boolean;
}

export const themeMachine = setup({
  types: {
    input: {} as ThemeInput,
    context: {} as { isChosen: boolean; startsDark: boolean },
    events: {} as ThemeEvent,
  },
  actions: {
    /** Shows the theme whatever the system prefers. */
    showTheme: (_, _params: { theme: ThemeName }) => {},
    /** Keeps the choice for later visits. */
    rememberTheme: (_, _params: { theme: ThemeName }) => {},
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
    light: {
      on: {
        'theme.toggle': {
          target: 'dark',
          actions: [
            'markChosen',
            { type: 'showTheme', params: { theme: 'dark' } },
            { type: 'rememberTheme', params: { theme: 'dark' } },
          ],
        },
        'theme.systemChanged': { guard: { type: 'followsSystemTo', params: { theme: 'dark' } }, target: 'dark' },
      },
    },
    dark: {
      on: {
        'theme.toggle': {
          target: 'light',
          actions: [
            'markChosen',
            { type: 'showTheme', params: { theme: 'light' } },
            { type: 'rememberTheme', params: { theme: 'light' } },
          ],
        },
        'theme.systemChanged': { guard: { type: 'followsSystemTo', params: { theme: 'light' } }, target: 'light' },
      },
    },
  },
});
