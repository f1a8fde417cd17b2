import { useEffect, useSyncExternalStore } from 'react';
import type { ThemeEvent } from '../../machines/themeMachine';
import { styled, systemColors } from '../../tokens/stitches.config';
import { layout } from '../content';
import { onDemand } from '../hooks/onDemand';
import { useLazyActor } from '../hooks/useLazyActor';
import { warmOnIntent } from '../hooks/warmUp';
import { onSystemThemeChange, rememberedTheme, shownTheme } from '../theme/colorTheme';
import { focusRingOnChrome } from './ui/focusRing';
import { VisuallyHidden } from './ui/VisuallyHidden';

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
  // Until the page is interactive the toggle could not work: keep its place, show it once it can.
  '&[data-pending]': { visibility: 'hidden' },
  '& svg': { width: '22px', height: '22px' },
});

const loadTheme = onDemand(() => import('./ThemeToggle.lazy'));
const isIntent = (event: ThemeEvent) => event.type === 'theme.toggle';
const themeInput = () => ({ shown: shownTheme(), isChosen: rememberedTheme() !== null });

/** A moon: outlined while the light theme shows, filled while the dark one does. */
function MoonIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z"
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Switches between the light and dark theme and remembers the choice. The page follows the
 * system's preference until the first press; the theme machine loads when the page is idle, or
 * with that press.
 */
export function ThemeToggle() {
  const machine = useLazyActor(loadTheme, { input: themeInput, isIntent });
  // What the page shows; unknown in the prerendered HTML (it depends on the visitor's system and
  // earlier choice), so the toggle appears once the app runs.
  const shown = useSyncExternalStore(onSystemThemeChange, shownTheme, () => null);
  // Once the machine runs, it decides.
  const theme = machine.snapshot ? (machine.snapshot.matches('dark') ? 'dark' : 'light') : shown;
  const { send } = machine;

  // Before the machine runs, these are dropped: it reads the page's theme when it starts.
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
      {...warmOnIntent(loadTheme)}
    >
      {/* Nothing inside while pending: a hidden child would "transition" into view under reduced motion. */}
      {theme !== null && (
        <>
          <MoonIcon isFilled={theme === 'dark'} />
          <VisuallyHidden>{layout.themeToggle}</VisuallyHidden>
        </>
      )}
    </Toggle>
  );
}
