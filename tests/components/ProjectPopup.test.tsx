import { act, fireEvent, render as renderOutsideRouter, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ProjectPopup } from '../../src/projects/ProjectPopup';
import { ProjectPage } from '../../src/projects/ProjectsPage';
import { projects, projectsPage } from '../../src/content';
import type { Project } from '../../src/content/model';
import { fillIn } from '../../src/text/fillIn';
import { descriptionLinks, detailParagraphs, shownParagraphs } from '../support/projects';
import { WithContent } from '../support/withContent';

const words = projectsPage.popup;

/** Inside a router and with the content, as in the site, so a link added to the popup or the page renders here too. */
const render = (ui: ReactElement) =>
  renderOutsideRouter(
    <WithContent>
      <MemoryRouter>{ui}</MemoryRouter>
    </WithContent>,
  );

/** A project of the test's own: two paragraphs, a Markdown link, a bare address and a link refused. */
const richProject: Project = {
  ...projects[0],
  code: true,
  link: 'https://example.org/rich-project',
  id: 'rich-project',
  title: 'Rich Project',
  description:
    'A first paragraph\nover two lines.\n\nA second with [the notes](https://example.org/notes), https://example.org/demo and [a trap](javascript:alert(1)). <img src=x onerror=alert(1)>',
};

/** The same whose code is private: its popup offers to ask about the code. */
const privateProject: Project = {
  ...richProject,
  id: 'private-project',
  title: 'Private Project',
  code: false,
  link: '',
};

/** The links in the popup's paragraphs (its description's), as [text, address] pairs. */
const linksOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('p a'), (link) => [link.textContent, link.getAttribute('href')]);

describe('the project popup', () => {
  it("shows each project's description as its paragraphs, with its links in place", async () => {
    for (const project of projects) {
      const { unmount } = render(<ProjectPopup project={project} onClose={() => {}} onShown={() => {}} />);
      const dialog = await screen.findByRole('dialog', { name: project.title });
      expect(shownParagraphs(dialog)).toEqual(detailParagraphs(project));
      expect(linksOf(dialog)).toEqual(descriptionLinks(project));
      unmount();
    }
  });

  it('starts a paragraph at each blank line and links only http(s) and mailto addresses, in the same tab', async () => {
    render(<ProjectPopup project={richProject} onClose={() => {}} onShown={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: richProject.title });
    // The description's two paragraphs end the popup (what comes before is detailParagraphs' to say).
    expect(shownParagraphs(dialog).slice(-2)).toEqual([
      `${words.descriptionLabel} A first paragraph over two lines.`,
      'A second with the notes, https://example.org/demo and [a trap](javascript:alert(1)). <img src=x onerror=alert(1)>',
    ]);
    expect(linksOf(dialog)).toEqual([
      ['the notes', 'https://example.org/notes'],
      ['https://example.org/demo', 'https://example.org/demo'],
    ]);
    for (const link of within(dialog).getAllByRole('link')) expect(link).not.toHaveAttribute('target');
    // Text, never markup: the only image is the project's picture.
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
  });

  it("keeps its name and its parts' names: the title names the dialog, which nothing describes", async () => {
    for (const project of [richProject, privateProject]) {
      const { unmount } = render(<ProjectPopup project={project} onClose={() => {}} onShown={() => {}} />);
      const dialog = await screen.findByRole('dialog', { name: project.title });
      expect(dialog).not.toHaveAttribute('aria-describedby');
      expect(dialog).toHaveAccessibleDescription('');
      expect(within(dialog).getByRole('img')).toHaveAccessibleName(fillIn(words.imageAlt, { title: project.title }));
      expect(within(dialog).getByRole('button', { name: words.closeLabel })).toBeInTheDocument();
      if (!project.code) {
        expect(within(dialog).getByRole('button', { name: words.privateSource })).toHaveAccessibleDescription(
          words.privateSourceNote,
        );
      }
      unmount();
    }
  });

  it('closes on Escape wherever focus is, as it shows before focus moves in, and once', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <>
        <a href="#card">the card that opened it</a>
        <ProjectPopup project={richProject} onClose={onClose} onShown={() => {}} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: richProject.title });
    // Focus still on the card, as in the frame that shows the dialog, before React Aria moves it in.
    const card = document.querySelector('a[href="#card"]')!;
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    // Inside, React Aria's own handling closes it, and nothing else does too.
    act(() => within(dialog).getByRole('button', { name: words.closeLabel }).focus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    // An Escape that something else took (its default prevented) is theirs.
    card.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("a project's own page (its address visited straight)", () => {
  it('shows the title as its one h1, the same details, and a link to all projects', () => {
    render(<ProjectPage project={richProject} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(richProject.title);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const main = document.body;
    expect(shownParagraphs(main)).toEqual(detailParagraphs(richProject));
    expect(linksOf(main)).toEqual(descriptionLinks(richProject));
    expect(screen.getByRole('link', { name: projectsPage.allProjectsLink })).toHaveAttribute('href', '/Projects');
  });
});
