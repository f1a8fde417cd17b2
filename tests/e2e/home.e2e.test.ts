/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * The home page in real Chromium against the production build: portrait, greeting and intro lines,
 * the link to the hobbies, and the resume section's real downloads (each file's bytes, file name and
 * status line, a PDF, a Word file or both), View PDF in a new tab where there is a PDF, a failed
 * download with a retry naming its file, and a double press.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page, Route } from 'playwright-core';
import { hobbiesPage, home, owner, resume } from '../../src/content';
import { resumeFiles } from '../../src/content/model';
import { routeTable } from '../../src/routes/siteTable';
import { fileAddress } from '../../src/urls/basePath';
import { templateIt } from '../support/ownerRun';
import { filesFetched, resumeAddresses, resumeDownloads, startsAsItsFormat } from '../support/resumeFixtures';
import { siteWords } from '../support/siteWords';
import { waitForFocus } from './focus';
import { waitForImage } from './images';
import {
  contentWidths,
  expectOpensNewTab,
  failureAlerts,
  pageTests,
  serverErrorMessage,
  sleep,
  useE2E,
} from './support';
import { widthsByTurns } from './widthsByTurns';

const testTimeout = 30_000;

/** The bytes Chromium saved for a download. */
async function savedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The download that pressing the button named `name` starts. */
async function pressAndDownload(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 15_000 }),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  return download;
}

/** Texts of the status lines in `main` (the resume section's polite messages). */
function statusTexts(page: Page): Promise<string[]> {
  return page.locator('main [role="status"]').allTextContents();
}

/** The files the site offers (a PDF, a Word file or both); the failure and the early tap act on the first. */
const files = resumeFiles(resume);
const [first] = files;
const { pdf } = resume;

const e2e = useE2E();
const itOnPage = pageTests(e2e, testTimeout);
/** The downloads and View PDF are flows: each at one width, by turns (`widthsByTurns`). */
const atItsWidth = widthsByTurns(contentWidths);

describe.each(contentWidths)('the home page at %i px', (width) => {
  const itOnFlow = pageTests(e2e, testTimeout, atItsWidth(width));
  const itOnFlowForTemplate = pageTests(e2e, testTimeout, atItsWidth(width, templateIt));
  itOnPage(
    'shows the loaded portrait, the greeting, the three lines and a link to the hobbies',
    { path: '/', width },
    async ({ page, problems }) => {
      const portrait = page.getByRole('img', { name: owner.portrait.alt, exact: true });
      await portrait.waitFor();
      await waitForImage(page, `main img[alt="${owner.portrait.alt}"]`);
      const image = await portrait.evaluate((img: HTMLImageElement) => ({
        naturalWidth: img.naturalWidth,
        alt: img.alt,
        width: img.getBoundingClientRect().width,
        height: img.getBoundingClientRect().height,
      }));
      expect(image.naturalWidth).toBeGreaterThan(0);
      expect(image.alt).toBe(owner.portrait.alt);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      // The portrait fits the phone screen.
      expect(image.width).toBeLessThanOrEqual(width);

      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(home.greeting);

      const paragraphs = (await page.locator('main p').allTextContents()).map((text) => text.trim());
      expect(paragraphs).toEqual(expect.arrayContaining([home.intro, home.graduationLine, home.jobLine]));

      const hobbyLink = page.locator('main').getByRole('link', { name: home.hobbyLinkText, exact: true });
      expect(await hobbyLink.getAttribute('href')).toBe(routeTable.hobby.path);
      expect(await hobbyLink.getAttribute('target')).toBeNull();
      await hobbyLink.click();
      await page.waitForURL((url) => url.pathname === routeTable.hobby.path);
      await page.waitForFunction(
        (heading) => document.querySelector('main h1')?.textContent === heading,
        hobbiesPage.heading,
      );
      expect(await page.locator('main h1').textContent()).toBe(hobbiesPage.heading);
      expect(problems).toEqual([]);
    },
  );

  for (const { file, extension } of resumeDownloads) {
    itOnFlow(
      `Download ${file.format} saves the real file under its file name and says so, alone`,
      { path: '/', width },
      async ({ page, problems }) => {
        const download = await pressAndDownload(page, file.downloadLabel);
        expect(download.suggestedFilename()).toBe(file.fileName);
        expect(file.fileName.toLowerCase().endsWith(extension)).toBe(true);
        const bytes = await savedBytes(download);
        expect(startsAsItsFormat(bytes, file)).toBe(true);
        // A whole PDF, or a Word file: a zip with its document part.
        if (file.format === 'PDF') expect(bytes.length).toBeGreaterThan(100);
        else expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

        const saved = siteWords.resume.started(file);
        await page.getByText(saved, { exact: true }).waitFor();
        expect(await statusTexts(page)).toContain(saved);
        // Only this download reports; any other file's status line stays empty.
        for (const other of files.filter((candidate) => candidate !== file)) {
          expect(await statusTexts(page)).not.toContain(siteWords.resume.started(other));
        }
        expect(await failureAlerts(page).count()).toBe(0);
        expect(problems).toEqual([]);
      },
    );
  }

  itOnFlow(
    `a failed ${first.format} download shows an alert naming the file, and its retry downloads it`,
    { path: '/', width, firstVisit: true },
    async ({ page, problems }) => {
      const fileUrl = `${e2e.site.origin}${fileAddress(first.href)}`;
      await page.waitForFunction(filesFetched, resumeAddresses);
      await page.route(fileUrl, (route) => route.fulfill({ status: 500 }));
      await page.getByRole('link', { name: first.downloadLabel, exact: true }).click();

      const alert = failureAlerts(page);
      await alert.waitFor();
      const alertText = (await alert.textContent()) ?? '';
      expect(alertText).toContain(first.fileName);
      expect(alertText).toContain('500');
      expect(await statusTexts(page)).not.toContain(siteWords.resume.started(first));

      await page.unroute(fileUrl);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 15_000 }),
        page.getByRole('button', { name: first.retryLabel, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(first.fileName);
      expect(startsAsItsFormat(await savedBytes(download), first)).toBe(true);
      await alert.waitFor({ state: 'detached' });
      expect(await failureAlerts(page).count()).toBe(0);
      await page.getByText(siteWords.resume.started(first), { exact: true }).waitFor();
      // Focus goes back to the download the alert retried, as the alert leaves.
      await waitForFocus(page, 'a', first.downloadLabel);
      // The failed answer is the only console message.
      expect(problems).toEqual([serverErrorMessage]);
    },
  );

  itOnFlowForTemplate(
    `pressing Download ${first.format} twice quickly starts one download`,
    { path: '/', width, firstVisit: true },
    async ({ page, problems }) => {
      const fileUrl = `${e2e.site.origin}${fileAddress(first.href)}`;
      // Counted from after the page fetched the files ahead, which it does once idle.
      await page.waitForFunction(filesFetched, resumeAddresses);
      let requests = 0;
      page.on('request', (request) => {
        if (request.url() === fileUrl) requests += 1;
      });
      const downloads: Download[] = [];
      page.on('download', (download) => downloads.push(download));
      // A slow answer, so the second press surely lands while the first is under way.
      await page.route(fileUrl, async (route) => {
        await sleep(800);
        await route.continue();
      });

      const button = page.getByRole('link', { name: first.downloadLabel, exact: true });
      await button.click();
      await button.click();
      await page.getByText(siteWords.resume.started(first), { exact: true }).waitFor({ timeout: 15_000 });
      // Time for a second fetch and download, were one coming.
      await sleep(1_500);

      expect(requests).toBe(1);
      expect(downloads).toHaveLength(1);
      expect(downloads[0].suggestedFilename()).toBe(first.fileName);
      expect(problems).toEqual([]);
    },
  );
});

describe('the resume downloads before the app runs', () => {
  // On a slow phone the app's code can take seconds; the links must work from the first paint.
  it.each([
    ['while the app code is still on its way', true],
    ['with JavaScript off', false],
  ] as const)(
    `a tap on Download ${first.format} %s saves the file`,
    async (_, javaScriptEnabled) => {
      const context = await e2e.browser.newContext({
        viewport: { width: 375, height: 812 },
        acceptDownloads: true,
        javaScriptEnabled,
      });
      try {
        // The app's scripts are held back: what the visitor taps is the prerendered HTML.
        const heldScripts: Route[] = [];
        await context.route(/\.js(\?|$)/, (route) => void heldScripts.push(route));
        const page = await context.newPage();
        // Not `domcontentloaded`: that waits for the (deferred) app script.
        await page.goto(`${e2e.site.origin}/`, { waitUntil: 'commit' });
        await page.getByRole('link', { name: first.downloadLabel, exact: true }).waitFor();
        const download = await pressAndDownload(page, first.downloadLabel);
        expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
        expect(download.suggestedFilename()).toBe(first.fileName);
        expect(startsAsItsFormat(await savedBytes(download), first)).toBe(true);
        if (javaScriptEnabled) expect(heldScripts.length).toBeGreaterThan(0);
        await Promise.all(heldScripts.map((route) => route.abort()));
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );
});

// The desktop browser, not the headless shell the other tests use: only it shows a PDF in a tab.
// A site with no PDF has no View PDF.
(pdf ? describe : describe.skip)('View PDF, in Chromium with its PDF viewer', () => {
  const viewer = useE2E({ pdfViewer: true });

  describe.each(contentWidths)('at %i px', (width) => {
    pageTests(viewer, testTimeout, atItsWidth(width))(
      'View PDF opens the PDF in a new tab without an opener',
      { path: '/', width },
      async ({ page, problems }) => {
        const link = page.getByRole('link', { name: siteWords.resume.viewPdf(pdf!), exact: true });
        expect(await link.getAttribute('href')).toBe(fileAddress(pdf!.href));
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);

        await expectOpensNewTab(page, link, `${viewer.site.origin}${fileAddress(pdf!.href)}`);
        // The home page stays where it was, in its own tab.
        expect(new URL(page.url()).pathname).toBe('/');
        expect(problems).toEqual([]);
      },
    );
  });
});
