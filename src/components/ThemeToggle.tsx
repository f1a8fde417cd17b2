import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ThemeEvent, ThemeName } from '../../machines/themeMachine';
import { styled, systemColors } from '../../tokens/stitches.config';
import { useOnDemand } from '../hooks/useOnDemand';
import { onSystemThemeChange, shownTheme } from '../theme/colorTheme';
import type { ThemeToggleControllerProps } from './ThemeToggleController';
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

const loadController = async () => (await import('./ThemeToggleController')).ThemeToggleController;
const isIntent = (event: ThemeEvent) => event.type === 'theme.toggle';

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
 * system's preference until the first press; the theme machine loads with that press.
 */
export function ThemeToggle() {
  const { Controller, dispatch, connect } = useOnDemand<ThemeEvent, ThemeToggleControllerProps>(
    loadController,
    isIntent,
  );
  // What the page shows; unknown in the prerendered HTML (it depends on the visitor's system and
  // earlier choice), so the toggle appears once the app runs.
  const shown = useSyncExternalStore(onSystemThemeChange, shownTheme, () => null);
  // Once the machine runs, it decides.
  const [decided, setDecided] = useState<ThemeName | null>(null);
  const theme = decided ?? shown;

  useEffect(() => {
    if (!Controller) return;
    return onSystemThemeChange((systemTheme) => dispatch({ type: 'theme.systemChanged', theme: systemTheme }));
  }, [Controller, dispatch]);

  return (
    <>
      <Toggle
        type="button"
        aria-pressed={theme === 'dark'}
        data-pending={theme === null || undefined}
        onClick={() => dispatch({ type: 'theme.toggle' })}
      >
        {/* Nothing inside while pending: a hidden child would "transition" into view under reduced motion. */}
        {theme !== null && (
          <>
            <MoonIcon isFilled={theme === 'dark'} />
            <VisuallyHidden>Dark theme</VisuallyHidden>
          </>
        )}
      </Toggle>
      {Controller && <Controller connect={connect} onTheme={setDecided} />}
    </>
  );
}
