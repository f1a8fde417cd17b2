/*
 * HTML_CodeSniffer (Squiz's WCAG checker, the engine pa11y runs by default) in the real page,
 * beside axe: its WCAG2AA standard, injected like axe and run on the document as it is now.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const source = readFileSync(
  path.join(path.dirname(require.resolve('html_codesniffer/package.json')), 'build/HTMLCS.js'),
  'utf8',
);

export interface CodeSnifferMessage {
  type: 'error' | 'warning' | 'notice';
  /** The sniff's code, e.g. `WCAG2AA.Principle1.Guideline1_1.1_1_1.H30.2`. */
  code: string;
  message: string;
  /** A short description of the element it is about. */
  element: string;
}

/**
 * Warnings and notices read once, by type and code (after `WCAG2AA.PrincipleN.GuidelineN_N.`), with
 * the reason they hold for this site. Warnings and notices ask a person to judge, so they never fail
 * a test (an owner's content may raise new ones, such as H48 for two links in a paragraph); the run
 * prints them, and names any that has no reason here yet. Notices are reminders HTML_CodeSniffer
 * gives wherever such an element (or any document) exists; the reason says where that check lives.
 */
export const acceptedCodeSnifferMessages: Record<string, string> = {
  // Warnings
  'warning 1_4_3.G18.Abs':
    'Absolutely positioned text (skip link, visually hidden labels and notes): its background cannot be read from the DOM; the text contrast measure (page-states spec) reads the rendered skip link, and the hidden text is not shown.',
  'warning 1_4_3.G145.Abs':
    'The same for large text: the popup\'s "✕" and the footer tooltip; the text contrast measure reads both as rendered (6.7:1 and 10.4:1).',
  'warning 1_4_10.C32,C31,C33,C38,SCR34,G206':
    "The popup's overlay is `position: fixed`: the popup scrolls inside it, vertically only; the large-font spec proves no sideways scroll at 320 px with a 32 px font.",
  'warning 1_1_1.H67.2':
    "A project card's picture is decorative (empty alt): the card link is named by its title and dates, which the picture only illustrates.",
  // Notices: the manual checks, each covered by a spec of this suite or by the content itself.
  'notice 1_1_1.G94.Image': 'Every alt text is written to match its image (content validation and the image tests).',
  'notice 1_1_1.G73,G74': 'No image carries information beyond its alt text and the page text.',
  'notice 1_3_2.G57': 'The reading order is the DOM order (Tab order = reading order checks, screen-reader walk).',
  'notice 1_3_3.G96': 'No instruction relies on shape, size or position.',
  'notice 1_3_4.': 'The layout works in both orientations (375 and 1280 px runs, 320 px with a large font).',
  'notice 1_4_1.G14,G182': 'Colour is never the only cue (forced-colours spec: current page, focus, unavailable).',
  'notice 1_4_4.G142': 'Text resizes to 200 %: type in rem (large-font spec at a 32 px default).',
  'notice 1_4_5.G140,C22,C30.AALevel':
    'No images of text: titles are live text; the project pictures are illustrations.',
  'notice 1_4_10.C32,C31,C33,C38,SCR34,G206':
    'Reflow at 320 px without sideways scrolling (large-font and engine specs).',
  'notice 1_4_11.G195,G207,G18,G145,G174,F78':
    'Non-text contrast of focus rings: the keyboard spec measures each as rendered, tests/content/contrast.test.ts the token pairs.',
  'notice 1_4_12.C36,C35': 'Text spacing: no fixed heights on text boxes; long words wrap.',
  'notice 1_4_13.F95': 'Tooltips are hoverable, dismissable with Escape and persistent (hoverable-tooltips spec).',
  'notice 2_1_4.': 'There are no single-character key shortcuts.',
  'notice 2_2_2.SCR33,SCR22,G187,G152,G186,G191': 'The only motion is the 3.6 s card fade, off with reduced motion.',
  'notice 2_3_1.G19,G176': 'Nothing flashes.',
  'notice 2_4_1.G1,G123,G124,H69':
    'A skip link and landmarks bypass the navigation (keyboard and screen-reader specs).',
  'notice 2_4_2.H25.2': 'Each page title describes its page (prerender and page-title tests, 404 included).',
  'notice 2_4_3.H4.2': 'No positive tabindex; Tab order checked against reading order in three engines.',
  'notice 2_4_4.H77,H78,H79,H80,H81': 'Every link is named by its own text, or by its image and the new-tab note.',
  'notice 2_4_5.G125,G64,G63,G161,G126,G185': 'Every page is reachable from the navigation on every page.',
  'notice 2_4_6.G130,G131': 'Headings and labels describe their topic (accessibility-tree snapshots, read).',
  'notice 2_4_7.G149,G165,G195,C15,SCR31': 'A visible focus ring on every stop (keyboard specs, forced colours).',
  'notice 2_5_1.': 'No multipoint or path gestures.',
  'notice 2_5_2.': 'Actions fire on release (native buttons and react-aria press).',
  'notice 2_5_3.F96': "Every visible label is part of its control's name.",
  'notice 2_5_4.': 'No motion actuation.',
  'notice 3_1_2.H58': 'All content is in English, the document language.',
  'notice 3_2_1.G107': 'Focus never changes the context (the tooltip shows; nothing navigates).',
  'notice 3_2_3.G61': 'The navigation is the same on every page, in the same order.',
  'notice 3_2_4.G197': 'Same function, same name on every page (navigation, theme toggle, footer).',
  'notice 4_1_3.': 'Status messages use live regions (screen-reader spec: downloads, navigation).',
};

/** The part of a message code that names the check, e.g. `1_4_3.G18.Abs`. */
export const checkOf = (code: string) => code.replace(/^WCAG2AA\.Principle\d\.Guideline\d_\d+\./, '');

/** A message as one readable line: `warning 1_3_1.H48: <p> "…" — …`. */
export const describeMessage = (message: CodeSnifferMessage) =>
  `${message.type} ${checkOf(message.code)}: ${message.element} — ${message.message}`;

/** HTML_CodeSniffer's errors, as readable lines: these fail. Its warnings and notices are reported. */
export function codeSnifferErrors(messages: CodeSnifferMessage[]): string[] {
  return messages.filter((message) => message.type === 'error').map(describeMessage);
}

/** Why a warning or notice holds for this site, or undefined when it has not been read yet. */
export function reasonFor(message: CodeSnifferMessage): string | undefined {
  const key = `${message.type} ${checkOf(message.code)}`;
  return Object.hasOwn(acceptedCodeSnifferMessages, key) ? acceptedCodeSnifferMessages[key] : undefined;
}

type WithCodeSniffer = Window & {
  HTMLCS: {
    process(standard: string, root: Document, done: () => void, failed: () => void, language: string): void;
    getMessages(): { type: number; code: string; msg: string; element: Element }[];
  };
};

/** Runs WCAG2AA on the page as it is now and returns every message. */
export async function codeSnifferMessages(page: Page): Promise<CodeSnifferMessage[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(source);
  return page.evaluate(
    () =>
      new Promise<CodeSnifferMessage[]>((resolve, reject) => {
        const { HTMLCS } = window as unknown as WithCodeSniffer;
        const types = { 1: 'error', 2: 'warning', 3: 'notice' } as const;
        const describe = (element: Element) => {
          if (!element.tagName) return 'the document';
          const id = element.id ? `#${element.id}` : '';
          const text = (element.textContent ?? '').trim().slice(0, 40);
          return `<${element.tagName.toLowerCase()}${id}>${text ? ` "${text}"` : ''}`;
        };
        HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              HTMLCS.getMessages().map((message) => ({
                type: types[message.type as 1 | 2 | 3],
                code: message.code,
                message: message.msg,
                element: describe(message.element),
              })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
  );
}
