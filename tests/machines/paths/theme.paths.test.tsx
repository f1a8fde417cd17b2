import { screen, waitFor } from '@testing-library/react';
import { themeMachine, type ThemeEvent, type ThemeInput } from '../../../machines/themeMachine';
import { themeStorageKey } from '../../../src/theme/colorTheme';
import { darkTheme, lightThemeClass } from '../../../tokens/stitches.config';
import { createMachineTestModel, machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { renderRoute } from '../../support/renderRoute';
import { siteWords } from '../../support/siteWords';
import { installSystemTheme, setSystemTheme } from '../../support/systemTheme';

const systemChanges: ThemeEvent[] = [
  { type: 'theme.systemChanged', theme: 'dark' },
  { type: 'theme.systemChanged', theme: 'light' },
];

/** A first visit (nothing remembered) with the system in light or dark mode. */
const visits: { system: 'light' | 'dark'; input: ThemeInput }[] = [
  { system: 'light', input: { shown: 'light', isChosen: false } },
  { system: 'dark', input: { shown: 'dark', isChosen: false } },
];

const pathsFor = (input: ThemeInput) =>
  createMachineTestModel(themeMachine, { input, events: systemChanges }).getShortestPaths();

const toggle = () => screen.getByRole('button', { name: siteWords.themeToggle });

/** What the visitor sees: the toggle's state and the theme classes on <html>. */
async function expectShown(theme: 'light' | 'dark', isChosen: boolean) {
  await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', String(theme === 'dark')));
  const root = document.documentElement.classList;
  expect(root.contains(darkTheme.className)).toBe(isChosen && theme === 'dark');
  expect(root.contains(lightThemeClass)).toBe(isChosen && theme === 'light');
  expect(window.localStorage.getItem(themeStorageKey)).toBe(isChosen ? theme : null);
}

describe('theme machine, driven by the toggle in the header and the system setting', () => {
  it('has paths that, from a light and a dark system, take every transition of the machine', () => {
    const taken = visits.flatMap(({ input }) => transitionsTaken(pathsFor(input)));
    // Five paths from each start; a change to the machine changes this number.
    expect(visits.map(({ input }) => pathsFor(input).length)).toEqual([5, 5]);
    expect(taken).toEqual(expect.arrayContaining(machineTransitions(themeMachine)));
    // Besides, they try the system changes a state ignores (a choice was made, or nothing changes).
    expect(taken).toEqual(
      expect.arrayContaining(['dark --theme.systemChanged--> dark', 'light --theme.systemChanged--> light']),
    );
    expect(visits.map(({ input }) => String(pathsFor(input)[0].steps[0].state.value))).toEqual(['light', 'dark']);
  });

  describe.each(visits)('a first visit with a $system system', ({ system, input }) => {
    beforeEach(() => {
      window.localStorage.clear();
      document.documentElement.classList.remove(darkTheme.className, lightThemeClass);
      installSystemTheme(system);
    });

    it.each(pathsFor(input).map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const { user } = await renderRoute('/About');
      await path.test({
        events: {
          'theme.toggle': async () => {
            await user.click(toggle());
          },
          'theme.systemChanged': async (step) => {
            setSystemTheme((step.event as Extract<ThemeEvent, { type: 'theme.systemChanged' }>).theme);
          },
        },
        states: {
          light: (state) => expectShown('light', state.context.isChosen),
          dark: (state) => expectShown('dark', state.context.isChosen),
        },
      });
    });
  });
});
