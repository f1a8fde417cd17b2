// npm test's first step: the type-check of src/content/ and the content check the build runs. On a
// mistake it prints only their lines (file, field, what to do) and exits 1, so nothing else runs and
// one mistake gives one message. The formatting of src/content/ is a note, never a failure.
//
//   node tests/support/contentGate.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@rsbuild/core';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contentDir = join(root, 'src/content');
const contentFiles = readdirSync(contentDir)
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => join(contentDir, name));

/**
 * The type-check of the content files (and what they import) with the project's compiler options, as
 * the app sees them (with Node's `process.env`, which the build fills in): without the tests' global
 * types, which take most of a full check's time. On TypeScript 7's native compiler, as `npm run
 * typecheck` (several times faster than TypeScript 6's API); its lines read as tsc's, e.g.
 * `src/content/site.ts(32,3): error TS2322: …`.
 */
function typeErrors() {
  const config = mkdtempSync(join(tmpdir(), 'portfolio-content-types-'));
  try {
    const tsconfig = join(config, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: join(root, 'tsconfig.json'),
        // Node's types for `process.env`, which the build fills in (its define); not the tests' globals.
        compilerOptions: { types: ['node'], typeRoots: [join(root, 'node_modules/@types')] },
        include: [],
        files: contentFiles,
      }),
    );
    const check = spawnSync(
      process.execPath,
      [join(root, 'node_modules/typescript-native/bin/tsc'), '-p', tsconfig, '--pretty', 'false'],
      { cwd: root, encoding: 'utf8' },
    );
    if (check.error) throw check.error;
    if (check.status === 0) return '';
    // A compiler stopped from outside (out of memory, a signal) may print nothing: still a failure.
    return (
      `${check.stdout}${check.stderr}`.trim() ||
      `The type-check of src/content/ stopped (${check.signal ?? check.status}).`
    );
  } finally {
    rmSync(config, { recursive: true, force: true });
  }
}

/**
 * The build's own check: Rsbuild loads rsbuild.config.ts as `rsbuild build` does, and the config
 * throws when the content has a problem. Resolves with that message, or '' when there is none.
 */
async function buildCheck() {
  try {
    await loadConfig({ cwd: root });
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The content files Prettier would change. */
async function unformatted() {
  const files = [];
  for (const file of contentFiles) {
    const options = await prettier.resolveConfig(file);
    if (!(await prettier.check(readFileSync(file, 'utf8'), { ...options, filepath: file }))) {
      files.push(relative(root, file));
    }
  }
  return files;
}

// The content check first: it names a field left out or misspelt at its own line, where the type-check
// would report it again in the files that read it.
const problems = (await buildCheck()) || typeErrors();
if (problems) {
  console.error(problems.trimEnd());
  process.exit(1);
}
const untidy = await unformatted();
if (untidy.length > 0) {
  console.log(`Note: ${untidy.join(', ')} is not formatted; \`npm run format\` tidies it (the tests go on).`);
}
