import { createActor } from 'xstate';
import { type ThemeInput, themeMachine } from '../../machines/themeMachine';

/** The machine with its effects recorded instead of touching the page. */
function start(input: ThemeInput) {
  const effects: string[] = [];
  const machine = themeMachine.provide({
    actions: {
      showChosenTheme: (_, { theme }) => effects.push(`show and remember ${theme}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects };
}

describe('themeMachine', () => {
  it('starts in the theme the page shows, without touching it', () => {
    const light = start({ shown: 'light', isChosen: false });
    expect(light.actor.getSnapshot().value).toBe('light');
    expect(light.effects).toEqual([]);
    const dark = start({ shown: 'dark', isChosen: true });
    expect(dark.actor.getSnapshot().value).toBe('dark');
    expect(dark.effects).toEqual([]);
  });

  it('switches to the other theme on each press, showing and remembering it', () => {
    const { actor, effects } = start({ shown: 'light', isChosen: false });
    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().value).toBe('dark');
    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().value).toBe('light');
    expect(effects).toEqual(['show and remember dark', 'show and remember light']);
    expect(actor.getSnapshot().context.isChosen).toBe(true);
  });

  it('follows the system until the visitor chooses, without writing anything', () => {
    const { actor, effects } = start({ shown: 'light', isChosen: false });
    actor.send({ type: 'theme.systemChanged', theme: 'dark' });
    expect(actor.getSnapshot().value).toBe('dark');
    actor.send({ type: 'theme.systemChanged', theme: 'light' });
    expect(actor.getSnapshot().value).toBe('light');
    expect(effects).toEqual([]);
  });

  it('keeps a choice when the system changes afterwards', () => {
    const { actor } = start({ shown: 'light', isChosen: false });
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'theme.systemChanged', theme: 'light' });
    expect(actor.getSnapshot().value).toBe('dark');
  });

  it('keeps a choice remembered from an earlier visit', () => {
    const { actor } = start({ shown: 'dark', isChosen: true });
    actor.send({ type: 'theme.systemChanged', theme: 'light' });
    expect(actor.getSnapshot().value).toBe('dark');
  });

  it('ignores a system change to the theme already shown', () => {
    const { actor } = start({ shown: 'dark', isChosen: false });
    actor.send({ type: 'theme.systemChanged', theme: 'dark' });
    expect(actor.getSnapshot().value).toBe('dark');
  });
});
