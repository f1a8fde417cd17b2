/**
 * The layer rule in eslint.config.mjs, tried on imports that run back up: each probe file is written
 * where a developer would put it, linted with the project's own ESLint rules (less the type-aware
 * ones) and removed again.
 *
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The project's rules but the type-aware ones, which these rules do not need (./syntaxRules.eslint.config.mjs). */
const syntaxRulesOnly = ['--config', 'tests/lint/syntaxRules.eslint.config.mjs'];

const probes = [
  { file: 'src/components/LayerProbe.tsx', imports: '../pages/HomePage', layer: 'components' },
  { file: 'src/components/ui/LayerProbe.tsx', imports: '../SiteNav', layer: 'ui' },
  {
    file: 'src/content/layerProbe.ts',
    imports: '../components/SiteNav',
    layer: 'content, tokens, machines and the shared helpers',
  },
  { file: 'src/urls/layerProbe.ts', imports: '../content/site', layer: 'URL helpers' },
  { file: 'src/pages/LayerProbe.tsx', imports: '../routes/routes', layer: 'pages' },
  // A page's code never reaches the pages' loaders, which import it.
  { file: 'src/projects/LayerProbe.tsx', imports: '../routes/pageCode', layer: 'projects' },
] as const;

/** Two modules that import each other, `import()` included. */
const cycleProbes = [
  { file: 'src/text/cycleProbeA.ts', source: "import { b } from './cycleProbeB';\nexport const a = () => b;\n" },
  { file: 'src/text/cycleProbeB.ts', source: "export const b = () => import('./cycleProbeA');\n" },
] as const;

/** Views that import the content module rather than take the words of the page's language from useContent(). */
const contentProbes = [
  { file: 'src/components/ContentProbe.tsx', imports: '../content' },
  { file: 'src/layout/ContentProbe.tsx', imports: '../content/site' },
  { file: 'src/projects/ContentProbe.tsx', imports: '../content/index' },
] as const;

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

describe('ESLint keeps the layers pointing down', () => {
  let results: LintResult[];

  beforeAll(async () => {
    await Promise.all([
      ...[...probes, ...contentProbes].map(({ file, imports }) =>
        writeFile(file, `import * as above from '${imports}';\nexport const probe = above;\n`),
      ),
      ...cycleProbes.map(({ file, source }) => writeFile(file, source)),
    ]);
    try {
      const { stdout } = await run('npx', [
        'eslint',
        ...syntaxRulesOnly,
        '--format',
        'json',
        ...[...probes, ...contentProbes, ...cycleProbes].map((probe) => probe.file),
      ]).catch((error: { stdout: string }) => error);
      results = JSON.parse(stdout) as LintResult[];
    } finally {
      await Promise.all([...probes, ...contentProbes, ...cycleProbes].map(({ file }) => rm(file, { force: true })));
    }
  }, 120_000);

  it.each(probes)('refuses $imports in $file', ({ file, layer }) => {
    const result = results.find((candidate) => candidate.filePath.endsWith(file));
    const layerErrors = result?.messages.filter((message) => message.ruleId === 'no-restricted-imports') ?? [];
    expect(layerErrors.map((message) => message.message)).toEqual([
      expect.stringContaining(`The ${layer} layer may not import from a layer above it.`),
    ]);
  });

  it.each(cycleProbes)('refuses the circle of imports through $file', ({ file }) => {
    const result = results.find((candidate) => candidate.filePath.endsWith(file));
    expect(result?.messages.filter((message) => message.ruleId === 'import-x/no-cycle')).toHaveLength(1);
  });

  it.each(contentProbes)('refuses $imports in $file: a view takes its words from useContent()', ({ file }) => {
    const result = results.find((candidate) => candidate.filePath.endsWith(file));
    const layerErrors = result?.messages.filter((message) => message.ruleId === 'no-restricted-imports') ?? [];
    expect(layerErrors.map((message) => message.message)).toEqual([expect.stringContaining('useContent()')]);
  });
});
