/*
 * machines/README.md shows every machine as it is defined: its diagrams are generated from the
 * machines, and this test fails when they drift. `npm run diagrams` writes the file anew.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AnyStateMachine, createMachine } from 'xstate';
import { languageNoticeMachine } from '../../machines/languageNoticeMachine';
import { pageTitleMachine } from '../../machines/pageTitleMachine';
import { projectPopupMachine } from '../../machines/projectPopupMachine';
import { resumeDownloadMachine } from '../../machines/resumeDownloadMachine';
import { themeMachine } from '../../machines/themeMachine';
import { tooltipMachine } from '../../machines/tooltipMachine';
import { mermaidDiagram } from '../support/machineDiagrams';

const readmePath = path.resolve(__dirname, '../../machines/README.md');

const machines: { file: string; machine: AnyStateMachine; about: string }[] = [
  {
    file: 'projectPopupMachine.ts',
    machine: projectPopupMachine,
    about:
      "Which project's popup is open over the grid, and its picture's flights. It follows the address (`/Projects/<id>` opened from a card): the Projects page sends `popup.open` and `popup.close` as the address changes (Escape, the backdrop and Close go back in history), `popup.shown` once the popup is on the page and `popup.gone` once it has left it. The card's picture flies into the popup and back (`flyPicture`, which the page provides; leaving a flight's state lands it at once), and focus returns to the card as the popup goes. Events kept while XState loads (a card, Back, another card) are taken in order.",
  },
  {
    file: 'resumeDownloadMachine.ts',
    machine: resumeDownloadMachine,
    about: 'One resume download: fetching, saving under its own name, failing with a reason, retrying.',
  },
  {
    file: 'themeMachine.ts',
    machine: themeMachine,
    about: "The colour theme: the system's until the visitor chooses, then the choice, remembered.",
  },
  {
    file: 'tooltipMachine.ts',
    machine: tooltipMachine,
    about:
      'Whether a tooltip shows, and why: mouse (hoverable), keyboard focus or a long touch; Escape hides it. One shows at a time: the next to show hides the last.',
  },
  {
    file: 'pageTitleMachine.ts',
    machine: pageTitleMachine,
    about: "The browser tab's title for the page shown.",
  },
  {
    file: 'languageNoticeMachine.ts',
    machine: languageNoticeMachine,
    about:
      "On a site in more than one language: whether to offer the page in the language the browser prefers to the page's, the offer's words in that language (fetched with its content; a language whose words do not arrive is not offered), held unseen while its place at the window's foot would cover what the visitor points at or has focused, and the visitor's answer (following the offer or dismissing it), remembered for later pages.",
  },
];

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

  it('covers every machine in machines/', () => {
    const files = readdirSync(path.dirname(readmePath)).filter((file) => file.endsWith('Machine.ts'));
    expect(machines.map((entry) => entry.file).sort()).toEqual(files.sort());
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
