/**
 * The site built for a sub-path (`BASE_PATH=/repo-name/`, as on GitHub Pages) and served under it:
 * every page, link, image, script, icon and resume file works there, the router keeps to it, and
 * nothing is asked of the host's root.
 *
 * @jest-environment node
 */
import type { Browser, Page } from 'playwright-core';
import { notFound, projects, projectsPage, resume, siteUrl, socialLinks } from '../../src/content';
import { isIconFile, resumeFiles } from '../../src/content/model';
import { projectRoute } from '../../src/routes/table';
import { fileAddress } from '../../src/urls/basePath';
import { notFoundDocumentMessage } from '../e2e/support';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { launchChromium } from '../support/chromium';
import { startsAsItsFormat } from '../support/resumeFixtures';
import { navName, siteWords } from '../support/siteWords';

// Each visit loads a whole page in Chromium: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const base = '/repo-name/';
/** Where the content says the site is published; the sub-path comes after it. */
const { origin } = new URL(siteUrl);

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe({ basePath: base }), launchChromium()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
});

/** A tab that records console errors and every request outside the sub-path or that failed. */
async function openTab(width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith(base)) problems.push(`outside the sub-path: ${url.pathname}`);
    else if (response.status() >= 400 && !url.pathname.endsWith('/nope')) {
      problems.push(`${response.status()} ${url.pathname}`);
    }
  });
  // A request cut short by the page moving on (a reload during the idle prefetch of the resume
  // files) is no failure; any other failed request is.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  return { page, problems, close: () => context.close() };
}

const ready = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.app === 'ready');

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

describe.each(['', 'Home', 'About', 'Hobby', 'Projects'])(`the page ${base}%s`, (route) => {
  it('loads every script, style, image and icon from under the sub-path, with no errors', async () => {
    const { page, problems, close } = await openTab();
    const response = await page.goto(`${site.origin}${base}${route}`);
    expect(response?.status()).toBe(200);
    await ready(page);
    await scrollThrough(page);
    const images = await page.locator('img').evaluateAll((all) =>
      (all as HTMLImageElement[])
        // Pages rendered ahead wait hidden, with their lazy images unloaded: only shown images count.
        .filter((image) => image.getClientRects().length > 0)
        .map((image) => ({ src: image.currentSrc, width: image.naturalWidth })),
    );
    // The footer's icons of the owner's own SVGs are masks: their files are asked for as the CSS names them.
    const masks = await page
      .locator('footer a [aria-hidden="true"]')
      .evaluateAll((all) =>
        all.flatMap((icon) => /url\("?([^")]+)"?\)/.exec(getComputedStyle(icon).maskImage)?.[1] ?? []),
      );
    await close();
    // A file not found under the sub-path would be a console error here.
    expect(problems).toEqual([]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(new URL(image.src).pathname.startsWith(base)).toBe(true);
      expect(image.width).toBeGreaterThan(0);
    }
    expect(masks).toHaveLength(socialLinks.filter((link) => isIconFile(link.icon)).length);
    for (const src of masks) expect(new URL(src, site.origin).pathname.startsWith(base)).toBe(true);
  });
});

it('navigates between pages inside the sub-path, and reloads there', async () => {
  const { page, problems, close } = await openTab();
  await page.goto(`${site.origin}${base}`);
  await ready(page);
  const nav = page.getByRole('navigation', { name: siteWords.navigation });
  for (const path of ['Projects', 'Hobby', 'About', 'Home']) {
    const name = navName(`/${path}`);
    await nav.getByRole('link', { name }).click();
    await page.waitForURL(`${site.origin}${base}${path}`);
    await nav.getByRole('link', { name }).and(page.locator('[aria-current="page"]')).waitFor();
  }
  await page.reload();
  await ready(page);
  expect(new URL(page.url()).pathname).toBe(`${base}Home`);
  await close();
  expect(problems).toEqual([]);
});

it("opens a project's address under the sub-path, with and without JavaScript", async () => {
  const [project] = projects;
  const address = `${base}${projectRoute.href(project.id).slice(1)}`;
  const { page, problems, close } = await openTab();
  const response = await page.goto(`${site.origin}${address}`);
  expect(response?.status()).toBe(200);
  await ready(page);
  await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
  await page.getByRole('link', { name: projectsPage.allProjectsLink }).click();
  await page.waitForURL(`${site.origin}${base}Projects`);
  await page.locator(`[data-project-card="${project.id}"]`).click();
  await page.waitForURL(`${site.origin}${address}`);
  await page.getByRole('dialog', { name: project.title }).waitFor();
  await close();
  expect(problems).toEqual([]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const tab = await noScript.newPage();
  await tab.goto(`${site.origin}${address}`);
  expect(await tab.getByRole('link', { name: projectsPage.allProjectsLink }).getAttribute('href')).toBe(
    `${base}Projects`,
  );
  await noScript.close();
}, 30_000);

it('downloads and opens the resume files from under the sub-path', async () => {
  const { page, problems, close } = await openTab();
  await page.goto(`${site.origin}${base}`);
  await ready(page);
  const files = resumeFiles(resume);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: files[0].downloadLabel, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(files[0].fileName);
  const { pdf } = resume;
  if (pdf) {
    const view = page.getByRole('link', { name: siteWords.resume.viewPdf(pdf), exact: true });
    expect(await view.getAttribute('href')).toBe(fileAddress(pdf.href, base));
  }
  for (const file of files) {
    const answer = await page.request.get(`${site.origin}${fileAddress(file.href, base)}`);
    expect(startsAsItsFormat(await answer.body(), file)).toBe(true);
  }
  await close();
  expect(problems).toEqual([]);
});

it('shows the 404 page, styled and with working links, for an unknown path under the sub-path', async () => {
  const { page, problems, close } = await openTab();
  const response = await page.goto(`${site.origin}${base}nope`);
  expect(response?.status()).toBe(404);
  await ready(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(notFound.heading);
  await page
    .getByRole('navigation', { name: siteWords.navigation })
    .getByRole('link', { name: navName('/About') })
    .click();
  await page.waitForURL(`${site.origin}${base}About`);
  await close();
  // The browser reports the 404 document itself; nothing else may fail.
  expect(problems).toEqual([notFoundDocumentMessage]);
});

it('points canonical links, previews and the manifest at the sub-path', async () => {
  const html = await (await fetch(`${site.origin}${base}About`)).text();
  expect(html).toContain(`<link rel="canonical" href="${origin}${base}About">`);
  expect(html).toContain(`<meta property="og:image" content="${origin}${base}share-preview-`);
  const manifest = await (await fetch(`${site.origin}${base}manifest.webmanifest`)).json();
  expect(manifest.start_url).toBe(base);
  for (const icon of manifest.icons) expect(icon.src.startsWith(base)).toBe(true);
  const sitemap = await (await fetch(`${site.origin}${base}sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${origin}${base}Projects</loc>`);
});
