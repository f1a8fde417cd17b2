import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type ThemeEvent, themeMachine, type ThemeName } from '../../machines/themeMachine';
import { inspectorOptions } from '../inspector';
import { applyTheme, rememberedTheme, rememberTheme, shownTheme } from '../theme/colorTheme';

export interface ThemeToggleControllerProps {
  connect: (send: (event: ThemeEvent) => void) => void;
  onTheme: (theme: ThemeName) => void;
}

/** Runs the theme machine on the page's real theme and reports it to the toggle (loaded on the first press). */
export function ThemeToggleController({ connect, onTheme }: ThemeToggleControllerProps) {
  const actor = useActorRef(
    themeMachine.provide({
      actions: {
        showTheme: (_, { theme }) => applyTheme(theme),
        rememberTheme: (_, { theme }) => rememberTheme(theme),
      },
    }),
    { input: { shown: shownTheme(), isChosen: rememberedTheme() !== null }, ...inspectorOptions() },
  );
  const theme = useSelector(actor, (snapshot): ThemeName => (snapshot.matches('dark') ? 'dark' : 'light'));

  useEffect(() => connect(actor.send), [connect, actor]);
  useEffect(() => onTheme(theme), [onTheme, theme]);
  return null;
}
