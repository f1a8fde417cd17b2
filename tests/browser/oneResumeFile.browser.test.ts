/**
 * Sites whose resume is one file: the sample (tests/owners/sample) laid over a copy of the project
 * as an owner with a PDF alone, or a Word file alone, leaves it: the other file's entry deleted whole
 * from site.ts and its file from public/, and an Arabic page added (right to left) whose words cover
 * the one file. Each passes `npm test`'s content check, builds, and is served by the production
 * server: no page, host file or script names the file it does without, no page links to a file that
 * is not there, and each language's home offers that file alone (View PDF only with the PDF), before
 * the app runs and in Chromium once it does, where the download says so and nothing is logged.
 *
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { resumeFiles } from '../../src/content/model';
import { contentIn } from '../../src/content/translate';
import { fillIn } from '../../src/text/fillIn';
import { fileAddress } from '../../src/urls/basePath';
import { writeLanguageFiles } from '../owners/languageFiles';
import { ownerCopy } from '../owners/ownerCopy.mjs';
import { freshRunEnvironment } from '../owners/runEnvironment';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { launchChromium } from '../support/chromium';
import { collectConsoleProblems } from '../support/consoleProblems';
import { decodeMarkup } from '../support/htmlText';
import {
  type ResumeKey,
  contentWithAlone,
  resumeKeys,
  sampleContent,
  withoutResumeEntry,
} from '../support/resumeAlone';
import { startsAsItsFormat } from '../support/resumeFixtures';
import { translationOf } from '../support/translations';

const sampleDir = join(__dirname, '../owners/sample');

/** The Arabic page's words: each of the sample's texts after an Arabic word. */
const inArabic = (text: string) => `بالعربية: ${text}`;

/** The local addresses a document links to or loads (`href`, `src`, `srcset`), decoded, without query or fragment. */
function localAddresses(html: string): string[] {
  const values = [...html.matchAll(/\s(?:href|src|srcset)="([^"]*)"/g)].flatMap(([, value]) =>
    decodeMarkup(value)
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0]),
  );
  return values
    .filter((value) => value.startsWith('/') && !value.startsWith('//'))
    .map((value) => decodeURIComponent(value.replace(/[?#].*$/, '')));
}

/** The resume section's download links in a document, as [address, saved name], and the links that open a new tab. */
function resumeLinksIn(html: string) {
  const section = /<section[^>]*aria-labelledby="resume-heading"[^>]*>([^]*?)<\/section>/.exec(html)?.[1] ?? '';
  const anchors = [...section.matchAll(/<a\s([^>]*)>/g)].map(([, attributes]) => {
    const attribute = (name: string) => {
      const value = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
      return value === undefined ? undefined : decodeMarkup(value);
    };
    return { href: attribute('href'), download: attribute('download'), target: attribute('target') };
  });
  return {
    downloads: anchors.filter((anchor) => anchor.download !== undefined).map((a) => [a.href, a.download]),
    newTabs: anchors.filter((anchor) => anchor.target === '_blank').map((a) => a.href),
    all: anchors.length,
  };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

describe.each(resumeKeys)('a site whose resume is its %s file alone', (key) => {
  const other: ResumeKey = key === 'pdf' ? 'word' : 'pdf';
  const content = contentWithAlone(key);
  const [file] = resumeFiles(content.resume);
  /** The sample's file this site does without. */
  const missing = sampleContent.resume[other]!;
  const translation = translationOf(content, inArabic);
  /** Each language's home page, and the resume it offers (the Arabic one: its words over the one file). */
  const homes = [
    { path: '/', document: 'index.html', resume: content.resume },
    { path: '/ar/', document: 'ar/index.html', resume: contentIn(content, 'ar', translation).resume },
  ];
  let copy: string;
  let site: BuiltSite;

  beforeAll(async () => {
    copy = ownerCopy(sampleDir, mkdtempSync(join(tmpdir(), `portfolio-resume-${key}-`)));
    const sitePath = join(copy, 'src/content/site.ts');
    writeFileSync(sitePath, withoutResumeEntry(readFileSync(sitePath, 'utf8'), other));
    rmSync(join(copy, 'public', missing.href));
    writeLanguageFiles(join(copy, 'src/content'), { ar: translation });
    site = await buildAndServe({ project: { dir: copy, name: `resume-${key}` } });
  }, 300_000);

  afterAll(() => {
    site?.close();
    if (site) rmSync(site.dist, { recursive: true, force: true });
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("passes npm test's content check: the type-check and the build's check", () => {
    expect(readFileSync(join(copy, 'src/content/site.ts'), 'utf8')).not.toContain(missing.href);
    const gate = spawnSync(process.execPath, ['tests/support/contentGate.mjs'], {
      cwd: copy,
      env: freshRunEnvironment(),
      encoding: 'utf8',
    });
    // It passes; what it says is the notes and the leftovers' warnings (the sample's words are still there).
    expect({ code: gate.status, output: `${gate.stdout}${gate.stderr}` }).toEqual({
      code: 0,
      output: expect.not.stringMatching(/needs fixing|error TS/),
    });
  }, 120_000);

  it('ships its file, and nothing names the file it does without', () => {
    const files = site.files;
    expect(files).toContain(file.href.slice(1));
    expect(files).not.toContain(missing.href.slice(1));
    const text = files.filter((name) => /\.(html|js|xml|txt|webmanifest)$|^_(headers|redirects)$/.test(name));
    expect(text.length).toBeGreaterThan(10);
    for (const name of text) {
      const body = readFileSync(join(site.dist, name), 'utf8');
      expect({ name, names: body.includes(missing.fileName) }).toEqual({ name, names: false });
    }
  });

  it('links to no file that is not there, on any page of any language', () => {
    const documents = site.files.filter((name) => name.endsWith('.html'));
    expect(documents).toEqual(expect.arrayContaining(homes.map((home) => home.document)));
    for (const name of documents) {
      const html = readFileSync(join(site.dist, name), 'utf8');
      for (const address of localAddresses(html)) {
        const path = address.replace(/\/$/, '/index');
        // A page is its .html file (`/About` → About.html); anything else, the file itself.
        const there = [path, `${path}.html`].some((candidate) => existsSync(join(site.dist, candidate)));
        expect({ name, address, there }).toEqual({ name, address, there: true });
      }
    }
  });

  it('offers that file alone on each language’s home, as the page arrives (before any script runs)', () => {
    for (const home of homes) {
      const links = resumeLinksIn(readFileSync(join(site.dist, home.document), 'utf8'));
      expect(links.downloads).toEqual([[fileAddress(file.href), file.fileName]]);
      expect(links.newTabs).toEqual(key === 'pdf' ? [fileAddress(file.href)] : []);
      expect(links.all).toBe(key === 'pdf' ? 2 : 1);
    }
  });

  /** The home page at `path` in Chromium, once the app runs. */
  async function openHome(page: Page, path: string): Promise<void> {
    await page.goto(`${site.origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  }

  it('offers that file alone in Chromium, downloads it and says so, in each language, logging nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
    try {
      for (const home of homes) {
        const { resume } = home;
        const [shown] = resumeFiles(resume);
        const page = await context.newPage();
        const problems = collectConsoleProblems(page);
        await openHome(page, home.path);
        const section = page.getByRole('region', { name: resume.heading });
        const names = await section.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent));
        const viewLabel = resume.pdf?.viewLabel;
        expect(names).toEqual([shown.downloadLabel, ...(viewLabel ? [expect.stringContaining(viewLabel)] : [])]);
        expect(await section.getByRole('button').count()).toBe(0);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          section.getByRole('link', { name: shown.downloadLabel, exact: true }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(shown.fileName);
        expect(startsAsItsFormat(readFileSync(await download.path()), shown)).toBe(true);
        const started = fillIn(resume.messages.started, { file: shown.fileName });
        await section.getByRole('status').filter({ hasText: started }).waitFor();
        expect(problems).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it('downloads that file with JavaScript off', async () => {
    const context = await browser.newContext({ acceptDownloads: true, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: file.downloadLabel, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file.fileName);
    } finally {
      await context.close();
    }
  }, 60_000);
});
