/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isQuick, launchers, quickFiles } from '../support/quickFiles.mjs';

const root = join(__dirname, '../..');

describe('npm run check: the test files it runs', () => {
  it('leaves out every test that opens a browser, builds the site or runs other owners', () => {
    const quick = quickFiles();
    const slowByName = quick.filter(
      (file) => /\.(browser|e2e|engine)\.test\.tsx?$/.test(file) || /owners\.test/.test(file),
    );
    expect(slowByName).toEqual([]);
    expect(quick).not.toContain('tests/build/site.test.ts');
  });

  it('keeps a jsdom test whatever its words name (a test titled after Chromium is still quick)', () => {
    expect(quickFiles()).toContain('tests/machines/paths/projectPopup.paths.test.tsx');
    expect(quickFiles()).toContain('tests/content/contentFor.test.ts');
  });

  it('leaves out a new helper that wraps a launcher, and a test that imports it; a type import does not count', () => {
    // Outside the project, so no linter or test run beside this one meets the probe files.
    const folder = mkdtempSync(join(tmpdir(), 'quick-probe-'));
    const at = (name: string) => relative(root, join(folder, name));
    try {
      const launcher = relative(folder, join(root, launchers[0])).replace(/\.ts$/, '');
      writeFileSync(
        join(folder, 'wrapper.ts'),
        `import { buildAndServe } from '${launcher}';\nexport const serve = buildAndServe;\n`,
      );
      writeFileSync(join(folder, 'uses.test.ts'), "import { serve } from './wrapper';\nit('serves', () => serve);\n");
      writeFileSync(
        join(folder, 'typeOnly.test.ts'),
        `import type { BuiltSite } from '${launcher}';\nit('types', () => {});\n`,
      );
      expect([isQuick(at('uses.test.ts')), isQuick(at('typeOnly.test.ts'))]).toEqual([false, true]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
