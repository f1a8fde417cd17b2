/**
 * Sites of owners made up by fast-check (tests/owners/generatedOwners.ts), each laid over a copy of
 * the project, built and served by the production server, and checked for what any site must hold:
 * every page of the sitemap answers 200 in every language, and the sitemap has every page; each page
 * has its language's `lang` and `dir`; each names its versions in the other languages, and they name
 * it back; and in Chromium at 320 px, each language's home, project grid and first project's page
 * scroll nothing sideways, log nothing to the console and pass axe. A few seeded runs here; `npm run
 * owners:generated` runs more (its own seed and count).
 *
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Browser } from 'playwright-core';
import { pageAddresses, projectRoute } from '../../src/routes/table';
import { languagePrefix, localPath } from '../../src/urls/languages';
import { axeViolations } from '../e2e/support';
import {
  type GeneratedOwner,
  generatedOwnerRuns,
  type LeftOut,
  wordIn,
  ownerArbitrary,
  writeGeneratedOwner,
} from '../owners/generatedOwners';
import { ownerCopy } from '../owners/ownerCopy.mjs';
import * as sample from '../owners/sample/site';
import { contract } from '../../src/content/contract';
import { leavesOf } from '../../src/content/fields';
import { filledIn } from '../../src/content/siteContentOf';
import { buildAndServe } from '../support/builtSite';
import { launchChromium } from '../support/chromium';
import { collectConsoleProblems } from '../support/consoleProblems';
import { decodeMarkup } from '../support/htmlText';

/** The languages of the generated owners written right to left (known here, not asked of the code). */
const rightToLeft = new Set(['ar', 'he', 'fa']);

/** The template's words a page shows as they are (no `{placeholder}` filled in): English, wherever they show. */
const templateTexts = leavesOf(contract, filledIn(sample).site).flatMap(([, , field]) =>
  field.kind === 'words' && field.template !== undefined && field.placeholders === undefined ? [field.template] : [],
);

/** A build, its pages fetched and a few visited in Chromium, per run. */
const perRun = 120_000;

let browser: Browser;
let built = 0;

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

/** The pages whose main content each part left out is (known here, not asked of the code). */
const pagesLeftOut = (part: LeftOut, firstProject: string): string[] =>
  ({
    home: ['/'],
    about: ['/About'],
    hobby: ['/Hobby'],
    project: ['/Projects', projectRoute.href(firstProject)],
  })[part];

/**
 * The addresses a site of `owner` has, in every language: its pages and each project's, each marked
 * where its language leaves its main content out (it shows in the default language's words, but is
 * named in no sitemap or hreflang).
 */
function expectedPages(owner: GeneratedOwner, projectIds: string[]): { path: string; tag: string; left: boolean }[] {
  const languages = [owner.language, ...owner.further];
  // Every page of the route table (a page added there is listed by itself) and each project's.
  const pages = Object.values(pageAddresses).filter((entry) => entry !== pageAddresses.notFound);
  const paths = [...pages.map((entry) => entry.path), ...projectIds.map((id) => projectRoute.href(id))];
  return languages.flatMap((tag, index) => {
    const left = new Set((owner.leftOut[tag] ?? []).flatMap((part) => pagesLeftOut(part, projectIds[0])));
    return paths.map((path) => ({
      tag,
      path: localPath(index === 0 ? '' : languagePrefix(tag), path),
      left: left.has(path),
    }));
  });
}

/** Checks one generated owner's whole site; gives what is wrong, one line each. */
async function problemsOf(owner: GeneratedOwner): Promise<string[]> {
  const { dir, projectIds: ids, siteUrl } = writeGeneratedOwner(owner);
  const copy = ownerCopy(dir, mkdtempSync(join(tmpdir(), 'portfolio-generated-')));
  built += 1;
  const site = await buildAndServe({ project: { dir: copy, name: `generated-${built}` } });
  const problems: string[] = [];
  try {
    const pages = expectedPages(owner, ids);

    // The sitemap: every page in every language, and nothing else.
    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      decodeMarkup(match[1]).slice(siteUrl.length),
    );
    const wanted = pages.filter((page) => !page.left).map((page) => encodeURI(decodeURI(page.path)));
    if (JSON.stringify([...listed].sort()) !== JSON.stringify([...wanted].sort()))
      problems.push(`sitemap lists ${JSON.stringify(listed)}, not ${JSON.stringify(wanted)}`);

    // Every page: 200, its language, and alternates that name it back.
    const alternates = new Map<string, [string, string][]>();
    for (const { path, tag } of pages) {
      const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
      const html = await response.text();
      if (response.status !== 200) problems.push(`${path}: answers ${response.status}`);
      const expected = `<html lang="${tag}"${rightToLeft.has(tag) ? ' dir="rtl"' : ''}>`;
      if (!html.includes(expected)) problems.push(`${path}: not ${expected}`);
      // What search results show of it, written or the owner's summary: never missing or empty.
      if (!/<meta name="description" content="[^"]*\p{L}[^"]*">/u.test(html)) problems.push(`${path}: no description`);
      alternates.set(
        path,
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, language, href]) => [
          language,
          new URL(decodeMarkup(href)).pathname,
        ]),
      );
    }
    if (owner.further.length > 0) {
      for (const [path, links] of alternates) {
        if (pages.find((page) => page.path === path)?.left) {
          if (links.length > 0) problems.push(`${path}: is left to translate, yet names versions of itself`);
          continue;
        }
        const own = links.find(([, href]) => href === path);
        if (own === undefined) problems.push(`${path}: names no version of itself`);
        for (const [language, href] of links) {
          if (language === 'x-default') continue;
          const back = alternates.get(href);
          if (back === undefined) problems.push(`${path}: names ${href} (${language}), which is not a page`);
          else if (pages.find((page) => page.path === href)?.left)
            problems.push(`${path}: names ${href}, which is left to translate`);
          else if (own && !back.some(([, other]) => other === path))
            problems.push(`${href} does not name ${path} back`);
        }
      }
    }

    // In Chromium at 320 px: each language's home, grid and first project.
    const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
    try {
      for (const { path, tag } of pages.filter(
        ({ path }) => /^(\/[a-z-]+)?\/(Projects)?$/.test(path) || path.endsWith(projectRoute.href(ids[0])),
      )) {
        const page = await context.newPage();
        const heard = collectConsoleProblems(page);
        await page.goto(`${site.origin}${path}`);
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (sideways > 0) problems.push(`${path}: scrolls ${sideways} px sideways at 320 px`);
        for (const violation of await axeViolations(page)) problems.push(`${path}: axe ${violation}`);
        // Each text in a language other than the page's (left out, shown in the default language's
        // words) is marked with that language; every other text is in the page's.
        const words = { [tag]: wordIn[tag], [owner.language]: wordIn[owner.language] };
        // The template's words, where site.ts leaves them out, are English, and read so.
        const texts = await page.evaluate(
          ({ starts, templates }) => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const found: { text: string; in: string; lang: string | null }[] = [];
            for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
              const text = node.textContent?.trim() ?? '';
              const language =
                Object.keys(starts).find((key) => text.startsWith(`${starts[key]}:`)) ??
                (templates.includes(text) ? 'en' : undefined);
              const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null;
              if (language !== undefined) found.push({ text: text.slice(0, 40), in: language, lang });
            }
            return found;
          },
          { starts: words, templates: templateTexts },
        );
        const readAs = (found: { in: string; lang: string | null }) =>
          found.in === 'en' ? found.lang?.split('-')[0] === 'en' : found.lang === found.in;
        for (const text of texts.filter((found) => !readAs(found))) {
          problems.push(`${path}: "${text.text}…" is ${text.in} but read as ${text.lang}`);
        }
        for (const message of heard) problems.push(`${path}: console ${message}`);
        await page.close();
      }
    } finally {
      await context.close();
    }
  } finally {
    site.close();
    rmSync(site.dist, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}

it(
  'gives every generated owner a whole site: every page in every language, alternates both ways, nothing sideways, axe clean',
  async () => {
    await fc.assert(
      fc.asyncProperty(ownerArbitrary, async (owner) => {
        const problems = await problemsOf(owner);
        process.stdout.write(
          `generated owner: ${[owner.language, ...owner.further.map((tag) => (owner.leftOut[tag]?.length ? `${tag} (without ${owner.leftOut[tag].join(', ')})` : tag))].join(' + ')}, ${owner.projects.length} projects, ${owner.hobbies.length} hobbies, resume: ${Object.keys(owner.resume).join(' + ')}, the template's words ${owner.templateWords ?? 'given'}, page descriptions ${owner.pageDescriptions ?? 'given'}: ${problems.length === 0 ? 'whole' : `${problems.length} problems`}\n`,
        );
        expect({ owner, problems }).toEqual({ owner, problems: [] });
      }),
      { ...generatedOwnerRuns, endOnFailure: true },
    );
  },
  generatedOwnerRuns.numRuns * perRun,
);
