/**
 * The measuring tools that `npm test` never runs (autocannon, Lighthouse, Stryker) live in folders
 * of their own under tests/tools/, each installed there on its first use (tests/tools/tool.mjs), so
 * that every `npm ci` of the project — each CI run on a new machine — does not download them. This
 * keeps them out of the project's install, and each folder's lock file in step with its
 * package.json, as its `npm ci` requires. Stryker reads each test's coverage through jest's
 * configured environment, which it wraps: a test file it runs that names an environment of its own
 * reports none, and the mutation run stops at its first step.
 *
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import strykerConfig from '../../stryker.config.mjs';

const root = join(__dirname, '../..');
const toolsFolder = join(root, 'tests/tools');

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

const tools = readdirSync(toolsFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(toolsFolder, entry.name, 'package.json')))
  .map((entry) => entry.name);
const project = readJson<Manifest>(join(root, 'package.json'));
const projectPackages = { ...project.dependencies, ...project.devDependencies };

describe('the measuring tools installed apart (tests/tools/)', () => {
  it('are autocannon, Lighthouse and Stryker', () => {
    expect(tools.sort()).toEqual(['autocannon', 'lighthouse', 'stryker']);
  });

  describe.each(tools)('%s', (tool) => {
    const folder = join(toolsFolder, tool);
    const manifest = readJson<Manifest>(join(folder, 'package.json'));

    it("is none of the project's own packages", () => {
      const shared = Object.keys(manifest.dependencies ?? {}).filter((name) => Object.hasOwn(projectPackages, name));
      expect(shared).toEqual([]);
    });

    it('has a lock file written from its package.json', () => {
      const lock = readJson<{ packages: Record<string, Manifest> }>(join(folder, 'package-lock.json'));
      expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
      for (const name of Object.keys(manifest.dependencies ?? {})) {
        expect(lock.packages).toHaveProperty([`node_modules/${name}`]);
      }
    });
  });
});

describe("Stryker's test files (stryker.config.mjs)", () => {
  const machineTests = join(root, 'tests/machines');
  const files = readdirSync(machineTests).filter((file) => /\.test\.ts$/.test(file));

  it("are the machines' unit tests", () => {
    expect(strykerConfig.jest.config.testMatch).toEqual(['<rootDir>/tests/machines/*.test.ts']);
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s runs in the configured environment, which Stryker wraps', (file) => {
    expect(readFileSync(join(machineTests, file), 'utf8')).not.toMatch(/@jest-environment/);
  });
});
