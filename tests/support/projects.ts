import { screen, within } from '@testing-library/react';
import { projects, projectsPage } from '../../src/content';
import type { Project } from '../../src/content/model';
import { paragraphText, parseRichText } from '../../src/text/richText';

/**
 * The first project whose code is public (its popup links to the repository), if the content has one:
 * an owner's projects may all be private. The sample has one (tests/sample/sampleContent.spec.test.ts).
 */
export const withCode: Project | undefined = projects.find((project) => project.code);

/** The first project whose code is not public (its popup offers to ask about the code), if any. */
export const withoutCode: Project | undefined = projects.find((project) => !project.code);

/** One project of each kind the content has, one at least: public code first, then private. */
export const projectOfEachKind: Project[] = [withCode, withoutCode].filter((project) => project !== undefined);

/** The second project, or the first where the content has one alone: a card not at the grid's start. */
export const laterProject: Project = projects[1] ?? projects[0];

/** Another project than `project`, or `project` itself where the content has one alone. */
export const otherThan = (project: Project): Project =>
  projects.find((candidate) => candidate.id !== project.id) ?? project;

/** `text` with every RegExp metacharacter escaped, to match it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A name that starts with `text` whole: followed by a space or by nothing, whatever characters
 * `text` ends with (a `\b` after "Tide Tables (Rust)" would never match, and "Tide Tables" must not
 * match it).
 */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}(?:\\s|$)`);
}

/** The Projects page's grid of cards: the list inside <main>. */
export function projectGrid(): HTMLElement {
  return within(screen.getByRole('main')).getByRole('list');
}

/** Every project card, in grid order. */
export function projectCards(): HTMLElement[] {
  return within(projectGrid()).getAllByRole('link');
}

/** The card of the project titled `title` (its accessible name starts with the title). */
export function projectCard(title: string): HTMLElement {
  return within(projectGrid()).getByRole('link', { name: startingWith(title) });
}

/**
 * What a project's popup and own page say about it, paragraph by paragraph, in order: the note that
 * its code is private (where it is), its duration, stack and description. The one list of them the
 * tests keep: a new paragraph is added here.
 */
export function detailParagraphs(project: Project): string[] {
  const words = projectsPage.popup;
  return [
    ...(project.code ? [] : [words.privateSourceNote]),
    `${words.durationLabel} ${project.duration}`,
    `${words.stackLabel} ${project.stack}`,
    // The label starts the description's first paragraph.
    ...parseRichText(project.description).map(
      (paragraph, index) => `${index === 0 ? `${words.descriptionLabel} ` : ''}${paragraphText(paragraph)}`,
    ),
  ];
}

/**
 * The paragraphs `container` shows of a project (the popup, or its own page's main), as
 * `detailParagraphs` lists them: a live region's (a control's status or alert) is not one of them.
 */
export const shownParagraphs = (container: HTMLElement): (string | null)[] =>
  Array.from(container.querySelectorAll('p:not([role="status"]):not([role="alert"])'), (p) => p.textContent);

/** The links of a project's description, as [text, address] pairs, in order. */
export function descriptionLinks(project: Project): [string, string][] {
  return parseRichText(project.description)
    .flat()
    .flatMap((part) => (part.kind === 'link' ? [[part.text, part.href] as [string, string]] : []));
}
