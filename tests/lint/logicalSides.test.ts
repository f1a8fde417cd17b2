/**
 * The logical-sides rule in eslint.config.mjs: styles name the start and end of a line, never its
 * left and right, so a right-to-left language mirrors the layout. A probe component with each kind
 * of physical side (and their logical forms) is linted with the project's own ESLint rules (less
 * the type-aware ones).
 *
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The project's rules but the type-aware ones, which these rules do not need (./syntaxRules.eslint.config.mjs). */
const syntaxRulesOnly = ['--config', 'tests/lint/syntaxRules.eslint.config.mjs'];
const probe = 'src/components/SidesProbe.tsx';

/** One style property per line, so each message's line names the property that caused it. */
const physical = [
  "left: '$2',",
  "right: '$3',",
  "marginLeft: '$1',",
  "paddingRight: '$8',",
  "borderLeftColor: 'red',",
  "borderTopRightRadius: '$sm',",
  "'margin-left': '$1',",
  "textAlign: 'left',",
  "float: 'right',",
  "'scroll-margin-left': 0,",
  "'text-align': 'right',",
  "justifyContent: 'left',",
];
const logical = [
  "insetInlineStart: '$2',",
  "insetInlineEnd: '$3',",
  "marginInlineStart: '$1',",
  "paddingInlineEnd: '$8',",
  "borderInlineStartColor: 'red',",
  "borderStartEndRadius: '$sm',",
  "textAlign: 'start',",
  "top: '$3',",
];

const source = `import { styled } from '../../tokens/stitches.config';

export const Physical = styled('div', {
${physical.map((line) => `  ${line}`).join('\n')}
});

export const Logical = styled('div', {
${logical.map((line) => `  ${line}`).join('\n')}
});

export const Nested = styled('div', { '@sm': { '&:hover': { paddingLeft: 0 } } });

export const sharedLook = { borderTopLeftRadius: 0 };

export const centreOf = ({ left, width }: DOMRect) => left + width / 2;

export function Prop() {
  return <div css={{ right: 0 }} />;
}
`;

interface LintResult {
  messages: { ruleId: string | null; line: number; message: string }[];
}

describe('ESLint keeps styles on logical sides', () => {
  let lines: string[];

  beforeAll(async () => {
    await writeFile(probe, source);
    try {
      const { stdout } = await run('npx', ['eslint', ...syntaxRulesOnly, '--format', 'json', probe]).catch(
        (error: { stdout: string }) => error,
      );
      const [result] = JSON.parse(stdout) as LintResult[];
      const sourceLines = source.split('\n');
      lines = result.messages
        .filter((message) => message.ruleId === 'no-restricted-syntax')
        .map((message) => sourceLines[message.line - 1].trim());
    } finally {
      await rm(probe, { force: true });
    }
  }, 120_000);

  it.each(physical)('refuses %s', (line) => {
    expect(lines).toContain(line);
  });

  it('refuses a physical side nested in a media query and a state, in the css prop and in a shared style', () => {
    expect(lines).toContain("export const Nested = styled('div', { '@sm': { '&:hover': { paddingLeft: 0 } } });");
    expect(lines).toContain('return <div css={{ right: 0 }} />;');
    expect(lines).toContain('export const sharedLook = { borderTopLeftRadius: 0 };');
  });

  it('accepts the logical forms, and a measured box read by its sides', () => {
    expect(lines.filter((line) => logical.includes(line) || line.startsWith('export const centreOf'))).toEqual([]);
    expect(lines).toHaveLength(physical.length + 3);
  });
});
