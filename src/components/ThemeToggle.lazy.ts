import { themeMachine } from '../../machines/themeMachine';
import { applyTheme, rememberTheme } from '../theme/colorTheme';
import { actorMaker } from '../hooks/actorMaker';

/** The theme machine with its effects on the page: loads before or with the toggle's first press. */
export const logic = themeMachine.provide({
  actions: {
    showTheme: (_, { theme }) => applyTheme(theme),
    rememberTheme: (_, { theme }) => rememberTheme(theme),
  },
});
export const makeActor = actorMaker(logic);
