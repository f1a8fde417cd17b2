import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { owner } from '../../src/content/site';

const root = join(__dirname, '../..');
let dist: string;
let files: string[];

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [relative(dist, path)];
  });

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'portfolio-dist-'));
  execFileSync(process.execPath, [join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build', '--dist-path', dist, '--log-level', 'error'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  files = listFiles(dist);
}, 120_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the production build', () => {
  it('writes an HTML shell titled with the owner name', () => {
    const html = read('index.html');
    expect(html).toContain(`<title>${owner.name}</title>`);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="description"');
    expect(html).toMatch(/<div id="root">\s*<\/div>/);
  });

  it('copies the resume files and images', () => {
    expect(files).toEqual(expect.arrayContaining(['Jamie_Sample_Resume.pdf', 'Jamie_Sample_Resume.docx', 'images/portrait.svg']));
  });

  it('sets the script chunk load time-out to 120000 ms', () => {
    const runtime = read(files.find((file) => /^static\/js\/index\.\w+\.js$/.test(file))!);
    expect(runtime).toMatch(/setTimeout\([^;]*\{type:"timeout",target:\w+\}\),(120000|12e4)\)/);
  });

  it('splits each page into its own chunk', () => {
    const asyncChunks = files.filter((file) => file.startsWith('static/js/async/'));
    expect(asyncChunks.length).toBeGreaterThanOrEqual(4);
  });

  it('ships no inspector, no web-vitals in the initial load and no source maps', () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    const all = scripts.map(read).join('\n');
    expect(all).not.toMatch(/statelyai|createBrowserInspector/);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const initial = [...read('index.html').matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((match) => match[1]);
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) expect(read(file)).not.toMatch(/onLCP|largest-contentful-paint/);
    const gzipKb = initial.reduce((sum, file) => sum + gzipSync(read(file)).length, 0) / 1024;
    // Reported for the closing notes; the budget itself is enforced by the performance script.
    process.stdout.write(`initial JS: ${initial.length} files, ${gzipKb.toFixed(1)} KB gzip\n`);
  });
});
