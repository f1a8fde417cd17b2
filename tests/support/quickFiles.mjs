// Which test files `npm run check` runs (quickCheck.mjs): those that neither build the site, serve
// it nor open a browser. A file is left to `npm test` when its jest environment is Chromium's, or when
// its imports reach, however indirectly, one of the helpers that build, serve or launch: a new
// helper that wraps one of them is left out by itself. Type-only imports load nothing and do not count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The helpers that build the site, serve it, run the Pages runtime, open a browser or run other owners. */
export const launchers = [
  'tests/support/builtSite.ts',
  'tests/support/productionServer.cjs',
  'tests/support/wranglerPages.ts',
  'tests/support/chromium.ts',
  'tests/engines/launchEngine.ts',
  'tests/owners/ownerRuns.ts',
];

// `import … from './x'`, `export … from './x'`, `import('./x')` and `require('./x')`; not `import type`.
const relativeValueImport =
  /^\s*(?:import(?!\s+type\b)[^'"]*?from\s*|export\s+(?!type\b)[^'"]*?from\s*|[^\n]*?\b(?:import|require)\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
const extensions = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts', '/index.tsx'];

/** The file an import names, by its path from the project's root. */
function resolveImport(from, specifier) {
  return extensions
    .map((extension) => relative(root, join(root, dirname(from), specifier + extension)))
    .find((path) => /\.[a-z]+$/.test(path) && existsSync(join(root, path)));
}

const reached = new Map();

/** Whether `file` (a path from the project's root) opens Chromium or reaches a launcher by its imports. */
export function reachesLauncher(file, visiting = new Set()) {
  if (launchers.includes(file)) return true;
  if (reached.has(file)) return reached.get(file);
  if (visiting.has(file)) return false;
  visiting.add(file);
  const text = readFileSync(join(root, file), 'utf8');
  const result =
    /@jest-environment\s+\S*chromiumEnvironment/.test(text) ||
    [...text.matchAll(relativeValueImport)].some(([, specifier]) => {
      const target = resolveImport(file, specifier);
      return target !== undefined && reachesLauncher(target, visiting);
    });
  visiting.delete(file);
  reached.set(file, result);
  return result;
}

export const isQuick = (file) => /\.test\.tsx?$/.test(file) && !reachesLauncher(file);

/** The quick test files of this project, by their path from its root; the tests of its own tools and rules are `npm test`'s. */
export const quickFiles = () =>
  readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((file) => join('tests', file))
    .filter((file) => !/^tests[\\/](tools|lint)[\\/]/.test(file) && isQuick(file))
    .sort();
