// The measuring tools that `npm test` never runs, each in a folder of its own here with its own
// package.json and lock file, installed there on its first use rather than by every `npm ci`:
// Lighthouse for `npm run perf`, Stryker for `npm run mutate`, autocannon for `npm run bench:serve`.
// In the project's own install they were about 250 of its 1,000 packages and most of its download.
// A tool is installed again when its lock file changes; its packages resolve the project's own
// (jest, TypeScript) from the root.
//
//   node tests/tools/tool.mjs <tool> <command> [arguments]   e.g. `stryker stryker run`; exits as
//   the command does
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { spawnNpm } from '../support/npmCommand.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folderOf = (tool) => fileURLToPath(new URL(`./${tool}/`, import.meta.url));

/** Where an install records which lock file it installed. */
const installedMark = (folder) => join(folder, 'node_modules', '.installed-lock');

const lockHash = (folder) =>
  createHash('sha256')
    .update(readFileSync(join(folder, 'package-lock.json')))
    .digest('hex');

/** Waits for a child process; rejects unless it ends in success. */
const ended = (child, what) =>
  new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${what} could not start: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`))));
  });

/** Installs `tool` in its folder (`npm ci`) unless its lock file is installed already. */
export async function ensureTool(tool) {
  const folder = folderOf(String(tool));
  // A folder's name, never a path: `..` would name the project itself, whose install this is not.
  if (!/^[\w-]+$/.test(tool ?? '') || !existsSync(join(folder, 'package.json')))
    throw new Error(`No tool "${tool}" in tests/tools/.`);
  const hash = lockHash(folder);
  if (existsSync(installedMark(folder)) && readFileSync(installedMark(folder), 'utf8') === hash) return folder;
  console.log(`Installing ${tool} in tests/tools/${tool}/ (once; again only when its lock file changes) …`);
  // No install scripts: none of the tools' packages needs one.
  const install = ['ci', '--prefix', folder, '--no-audit', '--no-fund', '--ignore-scripts'];
  await ended(spawnNpm(install, { cwd: folder, stdio: 'inherit' }), `npm ci in tests/tools/${tool}`);
  writeFileSync(installedMark(folder), hash);
  return folder;
}

/** Imports `specifier` from `tool`'s packages, installing them first if needed. */
export async function importTool(tool, specifier) {
  const folder = await ensureTool(tool);
  return import(pathToFileURL(createRequire(join(folder, 'package.json')).resolve(specifier)).href);
}

/** The script of the command `name` that one of `tool`'s packages provides. */
function commandScript(tool, name) {
  const folder = folderOf(tool);
  const { dependencies } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  for (const dependency of Object.keys(dependencies)) {
    const packageFolder = join(folder, 'node_modules', dependency);
    const { bin } = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8'));
    const script = typeof bin === 'string' ? (name === dependency.split('/').pop() ? bin : undefined) : bin?.[name];
    if (script) return join(packageFolder, script);
  }
  throw new Error(`None of tests/tools/${tool}'s packages has a command "${name}".`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [tool, command, ...args] = process.argv.slice(2);
  let script;
  try {
    await ensureTool(tool);
    script = commandScript(tool, command);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
