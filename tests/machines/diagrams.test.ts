/*
 * machines/README.md shows every machine as it is defined: its diagrams are generated from the
 * machines, and this test fails when they drift. `npm run diagrams` writes the file anew.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AnyStateMachine, createMachine } from 'xstate';
import { themeMachine } from '../../machines/themeMachine';
import { tooltipMachine } from '../../machines/tooltipMachine';
import { mermaidDiagram } from '../support/machineDiagrams';

const machinesDir = path.resolve(__dirname, '../../machines');
const readmePath = path.join(machinesDir, 'README.md');

/**
 * Every machine in machines/, in the order of their files: each file's machine (exported under the
 * file's name) and what it is for, from the comment above that export.
 */
const machines: { file: string; machine: AnyStateMachine; about: string }[] = readdirSync(machinesDir)
  .filter((file) => file.endsWith('Machine.ts'))
  .sort()
  .map((file) => {
    const name = file.replace(/\.ts$/, '');
    const source = readFileSync(path.join(machinesDir, file), 'utf8');
    const comment = new RegExp(String.raw`/\*\*((?:(?!\*/)[\s\S])*)\*/\nexport const ${name} = `).exec(source);
    if (!comment) throw new Error(`machines/${file}: say what ${name} is for in a /** comment */ above its export`);
    const about = comment[1]
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each machine file, found by its name
    const machine = (require(path.join(machinesDir, file)) as Record<string, AnyStateMachine>)[name];
    return { file, machine, about };
  });

/** The whole of machines/README.md, as the machines are now. */
function machinesReadme(): string {
  const sections = machines.map(({ file, machine, about }) =>
    [`## ${machine.id} — [\`${file}\`](${file})`, '', about, '', '```mermaid', mermaidDiagram(machine), '```', ''].join(
      '\n',
    ),
  );
  return [
    '# The state machines',
    '',
    "The site's behaviour lives in these XState machines; components only render their state and send",
    'them events. The diagrams below are generated from the machine definitions by',
    '`tests/support/machineDiagrams.ts` — do not edit them by hand: after changing a machine, run',
    '`npm run diagrams` (the suite fails while they differ). A transition reads `event [guard] / actions`;',
    '`after <delay>` is a timer, `always` a transition taken as soon as its guard holds.',
    '',
    'To watch the machines run, start `npm run dev` and open `http://localhost:3000/?inspect`: every',
    'actor connects to the Stately inspector (a hosted page, so it needs the internet; development builds',
    'only). The diagrams here need nothing.',
    '',
    ...sections,
  ].join('\n');
}

describe('machines/README.md', () => {
  it('shows every machine as it is defined (run `npm run diagrams` after changing one)', () => {
    const expected = machinesReadme();
    if (process.env.UPDATE_DIAGRAMS) writeFileSync(readmePath, expected);
    expect(readFileSync(readmePath, 'utf8')).toBe(expected);
  });

  it("finds each file's machine, exported under the file's name", () => {
    expect(machines.length).toBeGreaterThan(0);
    for (const { file, machine } of machines) expect([file, typeof machine?.transition]).toEqual([file, 'function']);
  });

  it('changes when a transition is added to a machine', () => {
    const { config } = tooltipMachine;
    const states = config.states!;
    const withExtraTransition = createMachine({
      ...config,
      states: { ...states, touchShown: { ...states.touchShown, on: { ...states.touchShown.on, dismiss: 'hidden' } } },
    });
    const before = mermaidDiagram(tooltipMachine);
    const after = mermaidDiagram(withExtraTransition);
    expect(after).not.toBe(before);
    expect(after).toContain('tooltip_touchShown --> tooltip_hidden: dismiss');
  });

  it('draws eventless transitions with their guards, which the graph library leaves out', () => {
    expect(mermaidDiagram(themeMachine)).toContain('theme_starting --> theme_dark: always [startsDark]');
  });
});
