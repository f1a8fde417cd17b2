/** @jest-environment node */
/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules and best practices) finds nothing on any page, in every
 * state a visitor can put a page in: each route after its animations, the project popup for a
 * project with public code and one without, a tooltip on a footer link and on a project card, and a
 * failed resume download's alert — at 375 and 1280 px, with a light and a dark colour preference.
 */
import type { Page } from 'playwright-core';
import { projects, resume, socialLinks } from '../../src/content/site';
import {
  type E2E,
  type Width,
  animationsFinished,
  axeViolations,
  notFoundDocumentMessage,
  openPage,
  startE2E,
  widths,
} from './support';

type Scheme = 'light' | 'dark';
const schemes: Scheme[] = ['light', 'dark'];

interface State {
  name: string;
  path: string;
  /** Brings the page into the state to check (after hydration); resolves once it shows. */
  enter?: (page: Page) => Promise<void>;
  /** Console messages the state causes on purpose (beyond none). */
  expectedProblems?: string[];
}

const codeProject = projects.find((project) => project.code)!;
const privateProject = projects.find((project) => !project.code)!;
const gitHub = socialLinks.find((link) => link.name === 'GitHub')!;

/** Presses a project's card and waits for its popup, including its opening animation. */
function openPopup(title: string) {
  return async (page: Page) => {
    await page.getByRole('button', { name: title }).click();
    await page.getByRole('dialog', { name: title }).waitFor();
    await animationsFinished(page);
  };
}

const states: State[] = [
  { name: '/ (Home)', path: '/' },
  { name: '/About', path: '/About' },
  { name: '/Hobby', path: '/Hobby' },
  { name: '/Projects', path: '/Projects' },
  { name: '/nope (404)', path: '/nope', expectedProblems: [notFoundDocumentMessage] },
  {
    name: `project popup open, public code (${codeProject.title})`,
    path: '/Projects',
    enter: async (page) => {
      await openPopup(codeProject.title)(page);
      await page.getByRole('dialog').getByRole('link', { name: 'Github available' }).waitFor();
    },
  },
  {
    name: `project popup open, private code (${privateProject.title})`,
    path: '/Projects',
    enter: async (page) => {
      await openPopup(privateProject.title)(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Contact for Code' }).waitFor();
    },
  },
  {
    name: 'tooltip open on the footer GitHub link (hover)',
    path: '/',
    enter: async (page) => {
      await page.getByRole('link', { name: gitHub.label }).hover();
      await page.getByRole('tooltip', { name: gitHub.name }).waitFor();
    },
  },
  {
    name: `tooltip open on a project card (hover on ${privateProject.title})`,
    path: '/Projects',
    enter: async (page) => {
      await page.getByRole('button', { name: privateProject.title }).hover();
      await page.getByRole('tooltip', { name: privateProject.title }).waitFor();
    },
  },
  {
    name: 'resume download failure alert (PDF answers 500)',
    path: '/',
    enter: async (page) => {
      await page.route(`**${resume.pdf.href}`, (route) => route.fulfill({ status: 500, body: 'broken' }));
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await page.getByRole('alert').filter({ hasText: resume.pdf.fileName }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
    },
    expectedProblems: ['error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)'],
  },
];

const covered: string[] = [];
let e2e: E2E & { close: () => Promise<void> };

beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);

afterAll(async () => {
  await e2e?.close();
  process.stdout.write(`axe: ${covered.length} states with 0 violations:\n${covered.map((line) => `  - ${line}`).join('\n')}\n`);
});

/** Opens the state in a fresh page, checks it with axe and closes the page again. */
async function check(state: State, width: Width, scheme: Scheme) {
  const opened = await openPage(e2e, state.path, { width, colorScheme: scheme });
  try {
    const { page, problems } = opened;
    const prefersDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
    await animationsFinished(page);
    await state.enter?.(page);
    await animationsFinished(page);
    return { prefersDark, violations: await axeViolations(page), problems };
  } finally {
    await opened.close();
  }
}

const variants = schemes.flatMap((scheme) => widths.map((width) => ({ scheme, width })));

// Each state is checked at both widths and in both colour preferences at the same time, in four pages.
it.each(states.map((state) => [state.name, state] as const))(
  '%s: 0 axe violations at 375 and 1280 px, light and dark',
  async (_, state) => {
    const results = await Promise.all(variants.map(({ scheme, width }) => check(state, width, scheme)));
    variants.forEach(({ scheme, width }, index) => {
      const label = `${width} px, ${scheme}`;
      expect({ label, ...results[index] }).toEqual({
        label,
        prefersDark: scheme === 'dark',
        violations: [],
        problems: state.expectedProblems ?? [],
      });
      covered.push(`${state.name} — ${label}`);
    });
  },
  60_000,
);
