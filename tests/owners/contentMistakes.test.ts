/**
 * A content mistake stops `npm test` first, with the build's message: one line per mistake, naming
 * its field and what to do, and nothing else (no test run, no cascade of failures, no bare ENOENT).
 * Five mistakes an owner makes are planted in a copy of the project with the second owner's content:
 * a picture that is not in `public/`, an empty hobby title, a misspelt `{placeholder}` and a footer
 * icon named as the brand writes itself, not as simple-icons does, in site.ts, and an empty greeting
 * in the English file; all come in one round, each starting with its file and line. A type mistake
 * gets tsc's one line. The layout of `site.ts` is only a note, while the code's formatting is still
 * checked. A text kept from the sample is a warning, and the check goes on.
 *
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ownerCopy } from './ownerCopy.mjs';
import { freshRunEnvironment } from './runEnvironment';
import * as sample from './sample/site';

const root = join(__dirname, '../..');

/** The issue's bound: a content mistake stops `npm test` within a minute. */
const stopsWithin = 60_000;

// Written as the owner would write them, after the fields they change (so any owner's file takes them).
const mistakes = `
hobbies[0].title = '';
layout.skipLink += ' {nmae}';
owner.portrait.src = '/images/not-there.jpg';
socialLinks[0].icon = 'GitHub';
`;
const translationMistake = `
translation.home.greeting = '';
`;

/** The line of the first `key:` after `anchor` in the owner's file, found as a reader would. */
function lineOf(file: string, anchor: string, key: string): number {
  const text = readFileSync(join(__dirname, 'second', file), 'utf8');
  const at = text.indexOf(`${key}:`, text.indexOf(anchor));
  return text.slice(0, at).split('\n').length;
}

/** The line of the owner's `export const <name>`. */
function exportLine(file: string, name: string): number {
  const text = readFileSync(join(__dirname, 'second', file), 'utf8');
  return text.slice(0, text.indexOf(`export const ${name} `)).split('\n').length;
}

/** The lines the build's check gives for them, in the order of each file: file and line, field, what to do. */
const expected = [
  `src/content/site.ts:${lineOf('site.ts', 'export const layout', 'skipLink')}: layout.skipLink: "{nmae}" is not filled in here; it would show as typed`,
  `src/content/site.ts:${lineOf('site.ts', 'portrait:', 'src')}: owner.portrait.src: public/images/not-there.jpg does not exist`,
  `src/content/site.ts:${lineOf('site.ts', 'export const hobbies =', 'title')}: hobbies[0].title: is empty`,
  `src/content/site.ts:${lineOf('site.ts', 'export const socialLinks =', 'icon')}: socialLinks[0].icon: "GitHub" is not the name of a simple-icons mark (https://simpleicons.org); did you mean "github"? For a brand it has not, give the path of your own SVG under public/ (like "/images/icons/github.svg")`,
  `src/content/site.en-GB.ts:${lineOf('site.en-GB.ts', 'home:', 'greeting')}: home.greeting: is empty`,
];

let copy: string;
const runInCopy = (command: string, args: string[]) => runIn(copy, command, args);

/** Runs `command` in `folder`, without this run's jest settings; ends it after `stopsWithin`. */
function runIn(
  folder: string,
  command: string,
  args: string[],
  shell = false,
  moreEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string; ms: number }> {
  const env = { ...freshRunEnvironment(), ...moreEnv };
  const started = Date.now();
  // Its own process group (but on Windows, which has none), so that what it started ends with it.
  const group = process.platform !== 'win32';
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: folder, env, detached: group, shell });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => (group ? process.kill(-child.pid!, 'SIGKILL') : child.kill()), stopsWithin);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

beforeAll(() => {
  copy = ownerCopy(join(__dirname, 'second'));
  appendFileSync(join(copy, 'src/content/site.ts'), mistakes);
  appendFileSync(join(copy, 'src/content/site.en-GB.ts'), translationMistake);
}, stopsWithin);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('five content mistakes in two files of an owner copy', () => {
  it(
    'stop npm test first, within a minute, with one line each and nothing else',
    async () => {
      // npm as this run's npm gives it (npx jest, npm test), else the one on the PATH.
      const npm = process.env.npm_execpath;
      const { code, output, ms } = await (npm
        ? runInCopy(process.execPath, [npm, 'test'])
        : runInCopy('npm', ['test']));
      if (code === null) throw new Error(`npm test did not stop within ${stopsWithin / 1000} s:\n${output}`);
      expect(code).not.toBe(0);
      const lines = output.split('\n').filter((line) => line.trim() !== '');
      // npm's own two lines naming the script, then the build's message alone.
      expect(lines.filter((line) => !line.startsWith('>'))).toEqual([
        'The content needs fixing:',
        ...expected.map((line) => `  ${line}`),
      ]);
      console.log(`npm test stopped on the five mistakes after ${(ms / 1000).toFixed(1)} s.`);
    },
    2 * stopsWithin,
  );

  it(
    'stop jest run directly in its global setup, with the same lines and no ENOENT',
    async () => {
      const jest = join(root, 'node_modules/jest/bin/jest.js');
      // A temp folder of its own, to see what the stopped run leaves there.
      const temp = mkdtempSync(join(tmpdir(), 'content-mistakes-'));
      const { code, output } = await runIn(
        copy,
        process.execPath,
        [jest, 'tests/content/validateContent.test.ts'],
        false,
        { TMPDIR: temp },
      );
      const leftFolders = readdirSync(temp).filter((name) => name.startsWith('portfolio-'));
      rmSync(temp, { recursive: true, force: true });
      expect(code).not.toBe(0);
      for (const line of expected) expect(output).toContain(`  ${line}`);
      expect(output).not.toContain('ENOENT');
      expect(output).not.toMatch(/^(PASS|FAIL) /m);
      // Not even the folder for the build it never got to.
      expect(leftFolders).toEqual([]);
    },
    2 * stopsWithin,
  );
});

describe('an owner copy whose site.ts gives a field the wrong type, leaves one out and misspells one', () => {
  let mistyped: string;
  beforeAll(() => {
    mistyped = ownerCopy(join(__dirname, 'second'));
  }, stopsWithin);
  afterAll(() => rmSync(mistyped, { recursive: true, force: true }));

  it(
    'stops the content check with one line, naming the file, the line, the field and what it takes',
    async () => {
      const site = join(mistyped, 'src/content/site.ts');
      const lines = readFileSync(site, 'utf8').trimEnd().split('\n');
      // A number where the contract asks for words, a field left out and one misspelt, after the owner's fields.
      const mistakes = [
        'owner.name = 2026;',
        'delete (projects[0] as Partial<(typeof projects)[0]>).stack;',
        'Object.assign(home, { greting: home.greeting });',
        'delete (home as Partial<typeof home>).greeting;',
      ];
      writeFileSync(site, [...lines, ...mistakes, ''].join('\n'));
      const { code, output } = await runIn(mistyped, process.execPath, ['tests/support/contentGate.mjs']);
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        'The content needs fixing:',
        `  src/content/site.ts:${lineOf('site.ts', 'export const owner', 'name')}: owner.name: is a number (2026); give text`,
        // A field that is not in the file is said where its section starts.
        `  src/content/site.ts:${exportLine('site.ts', 'home')}: home.greting: is not a field here; did you mean greeting?`,
        `  src/content/site.ts:${lineOf('site.ts', 'export const projects', 'stack')}: projects[0].stack: is missing; add stack: "…" (text)`,
      ]);
    },
    2 * stopsWithin,
  );
});

describe('an owner copy whose site.ts Prettier would lay out otherwise', () => {
  let untidy: string;
  beforeAll(() => {
    untidy = ownerCopy(join(__dirname, 'second'));
    appendFileSync(join(untidy, 'src/content/site.ts'), '\n\n\n');
  }, stopsWithin);
  afterAll(() => rmSync(untidy, { recursive: true, force: true }));

  it(
    'passes the content check with a note naming npm run format',
    async () => {
      const { code, output } = await runIn(untidy, process.execPath, ['tests/support/contentGate.mjs']);
      expect(output).toContain('src/content/site.ts is not formatted; `npm run format` tidies it');
      expect(code).toBe(0);
    },
    2 * stopsWithin,
  );

  it(
    "passes lint's formatting check, which names the code laid out otherwise and never site.ts",
    async () => {
      const scripts = (
        JSON.parse(readFileSync(join(untidy, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
      ).scripts;
      // `npm run lint` runs ESLint, then this check; npm test runs them side by side.
      expect(scripts.lint).toContain('npm run format:check');
      const check = scripts['format:check'];
      const bin = join(untidy, 'node_modules/.bin');
      // One run, with the code laid out otherwise too: it fails on the code, and names the code alone.
      // Over src/ only, where both files are: the rest of the project's layout is the suite's own check.
      appendFileSync(join(untidy, 'src/main.tsx'), '\n\n\n');
      expect(check).toMatch(/^prettier --check \. /);
      const { code, output } = await runIn(
        untidy,
        `${join(bin, 'prettier')} ${check.slice('prettier'.length).replace(' . ', ' src ')}`,
        [],
        true,
      );
      expect(code).not.toBe(0);
      // Prettier colours its [warn] where the terminal may take colours.
      const flagged = stripVTControlCharacters(output)
        .split('\n')
        .flatMap((line) => /^\[warn\] (\S+\.\w+)$/.exec(line.trim())?.slice(1) ?? []);
      expect(flagged).toEqual(['src/main.tsx']);
    },
    4 * stopsWithin,
  );
});

describe("an owner copy that kept one of the sample's texts", () => {
  let kept: string;
  beforeAll(() => {
    kept = ownerCopy(join(__dirname, 'second'));
    const sampleText = JSON.stringify(sample.pageMeta.about.description);
    appendFileSync(join(kept, 'src/content/site.ts'), `pageMeta.about.description = ${sampleText};\n`);
  }, stopsWithin);
  afterAll(() => rmSync(kept, { recursive: true, force: true }));

  it(
    'passes the content check with a warning naming that field, and nothing else as the sample’s',
    async () => {
      const { code, output } = await runIn(kept, process.execPath, ['tests/support/contentGate.mjs']);
      expect(code).toBe(0);
      // The build knows the sample from the template's copy of it (tests/owners/sample), not site.ts.
      expect(output.split('\n').filter((line) => line.includes("the sample's"))).toEqual([
        expect.stringMatching(
          /^warn +pageMeta\.about\.description is still the sample's text; write your own \(see README\.md, "Make it yours"\)\.$/,
        ),
      ]);
    },
    2 * stopsWithin,
  );
});
