import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ThemeInput } from '../../machines/themeMachine';
import { styled, systemColors } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { type MachineChunk, useDeferredActor } from '../hooks/useDeferredActor';
import { useIsHydrating } from '../hooks/useIsHydrating';
import { applyTheme, onSystemThemeChange, rememberedTheme, rememberTheme, shownTheme } from '../theme/colorTheme';
import { focusRingOnChrome } from './ui/focusRing';
import { VisuallyHidden } from './ui/VisuallyHidden';
import { Words } from './ui/Words';

const Toggle = styled('button', {
  display: 'inline-grid',
  placeItems: 'center',
  width: '$touchTarget',
  height: '$touchTarget',
  padding: 0,
  border: '2px solid $onChromeMuted',
  borderRadius: '$round',
  backgroundColor: 'transparent',
  color: '$onChrome',
  cursor: 'pointer',
  transition: 'background-color $quick',
  ...focusRingOnChrome,
  '&:hover': { backgroundColor: '$chromeRaised' },
  '&[aria-pressed="true"]': {
    backgroundColor: '$chromeRaised',
    borderColor: '$focusRingOnChrome',
    '@forcedColors': { borderColor: systemColors.marker },
  },
  '&[data-pending]': { visibility: 'hidden' },
  '& svg': { width: '22px', height: '22px' },
});

const themeLogic = ({ themeMachine }: MachineChunk) =>
  themeMachine.provide({
    actions: {
      showChosenTheme: (_, { theme }) => {
        applyTheme(theme);
        rememberTheme(theme);
      },
    },
  });

// Read when the machine starts, after the page has hydrated.
const themeInput = (): { input: ThemeInput } => ({
  input: { shown: shownTheme(), isChosen: rememberedTheme() !== null },
});

export function ThemeToggle() {
  const { layout } = useContent();
  const { actor, send } = useDeferredActor(themeLogic, themeInput);
  const machineTheme = useSelector(actor, (state) => (state?.matches('dark') ? 'dark' : 'light'));
  // The prerendered HTML cannot know the visitor's theme, so the toggle waits for the app; until the
  // machine runs, it shows the theme on the page, which is the machine's input.
  const theme = useIsHydrating() ? null : actor ? machineTheme : shownTheme();

  useEffect(
    () => onSystemThemeChange((systemTheme) => send({ type: 'theme.systemChanged', theme: systemTheme })),
    [send],
  );

  return (
    <Toggle
      type="button"
      aria-pressed={theme === 'dark'}
      data-pending={theme === null || undefined}
      onClick={() => send({ type: 'theme.toggle' })}
    >
      {/* Empty while pending: a hidden child would still animate into view under reduced motion. */}
      {theme !== null && (
        <>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z"
              fill={theme === 'dark' ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <VisuallyHidden>
            <Words path="layout.themeToggle">{layout.themeToggle}</Words>
          </VisuallyHidden>
        </>
      )}
    </Toggle>
  );
}
