/*
 * The states a visitor can put a page in, shared by the specs that check every state (axe, text
 * contrast) and by the motion spec: each route's first load, a project popup, a tooltip, a failed
 * download.
 */
import type { Page } from 'playwright-core';
import { projects, resume, socialLinks } from '../../src/content';
import { type ResumeFile, resumeFiles } from '../../src/content/model';
import { filesFetched, requestsFor, resumeAddresses } from '../support/resumeFixtures';
import { startingWith } from '../support/projects';
import { routePaths } from '../support/routeTable';
import { socialLinkName, siteWords } from '../support/siteWords';
import { expectedProblemsOn } from './support';
import { showTooltip } from './tooltip';

/** One state of one route to check. */
export interface PageState {
  name: string;
  path: string;
  /** Brings the page into the state to check (after hydration); resolves once it shows. */
  enter?: (page: Page) => Promise<void>;
  /** Console messages the state causes on purpose (beyond none). */
  expectedProblems?: string[];
}

export { routePaths };

/** The first load of every route, named by its path unless `names` says otherwise (/nope expects its 404 line). */
export function firstLoads(names: Record<string, string> = {}): PageState[] {
  return routePaths.map((path) => ({ name: names[path] ?? path, path, expectedProblems: expectedProblemsOn(path) }));
}

/** A project with public code (its popup has a link) and one without (a disabled button). */
export const codeProject = projects.find((project) => project.code);
export const privateProject = projects.find((project) => !project.code);

/** One project of each kind the content has, and the control its popup shows for the code. */
export const popupKinds = [
  { kind: 'public code', project: codeProject, control: { role: 'link', name: siteWords.popup.sourceLink } },
  { kind: 'private code', project: privateProject, control: { role: 'button', name: siteWords.popup.privateSource } },
].flatMap(({ project, ...rest }) => (project ? [{ ...rest, project }] : []));

/** A project whose card and tooltip the state specs use: a private one where there is one. */
export const someProject = privateProject ?? projects[0];
export const socialLink = socialLinks[0];

/** The card of the project `title`: a link named by the title, then the project's dates. */
export const cardLink = (page: Page, title: string) => page.getByRole('link', { name: startingWith(title) });

/** Presses the project card named `title` and waits for its popup. */
export async function pressProjectCard(page: Page, title: string): Promise<void> {
  await cardLink(page, title).click();
  await page.getByRole('dialog', { name: title, exact: true }).waitFor();
}

/** Hovers the footer's first link and waits for its tooltip. */
export async function showFooterTooltip(page: Page): Promise<void> {
  await showTooltip(page, page.getByRole('link', { name: socialLinkName(socialLink) }), socialLink.name);
}

/** Hovers the card of the project `title` and waits for the tooltip with its title. */
export async function showCardTooltip(page: Page, title: string): Promise<void> {
  await showTooltip(page, cardLink(page, title), title);
}

/**
 * Makes the first resume file the page offers (the PDF where there is one) answer 500 and presses its
 * download button; the failure alert follows. Gives the file.
 */
export async function failResumeDownload(page: Page): Promise<ResumeFile> {
  const [file] = resumeFiles(resume);
  // After the page has fetched the files ahead: the failure is the press's, not the idle page's.
  await page.waitForFunction(filesFetched, resumeAddresses);
  await page.route(requestsFor(file.href), (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.getByRole('link', { name: file.downloadLabel, exact: true }).click();
  return file;
}
