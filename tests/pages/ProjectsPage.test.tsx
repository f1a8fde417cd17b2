import { screen, waitFor, within } from '@testing-library/react';
import { tooltipDelays } from '../../machines/tooltipMachine';
import { fadeIn, riseIn } from '../../tokens/stitches.config';
import { about, hobbiesPage, home, layout, owner, projects, projectsPage } from '../../src/content';
import { fillIn } from '../../src/text/fillIn';
import { advance } from '../support/clock';
import { tabTo } from '../support/keyboard';
import {
  descriptionLinks,
  detailParagraphs,
  projectCard,
  projectCards,
  projectGrid,
  shownParagraphs,
  withCode,
  withoutCode,
} from '../support/projects';
import { renderRoute } from '../support/renderRoute';
import { shownSrc } from '../support/shownImage';
import { stitchesStyle } from '../support/stitchesStyle';

const navNames = layout.navigation.links;
const navigation = () => screen.getByRole('navigation', { name: layout.navigation.label });
const words = projectsPage.popup;
const lastProject = projects[projects.length - 1];

describe('Projects page', () => {
  it("titles the tab with the page's title while shown and resets it to the owner name on leaving", async () => {
    const { user } = await renderRoute('/Projects');
    await waitFor(() => expect(document.title).toBe(projectsPage.title));
    await user.click(within(navigation()).getByRole('link', { name: navNames.about }));
    await screen.findByRole('heading', { level: 1, name: about.heading });
    await waitFor(() => expect(document.title).toBe(owner.name));
  });

  it('gives the owner name back when left at once, from a page that carried its title already', async () => {
    document.title = projectsPage.title;
    const { user } = await renderRoute('/Projects');
    await user.click(within(navigation()).getByRole('link', { name: navNames.home }));
    await screen.findByRole('heading', { level: 1, name: home.greeting });
    await waitFor(() => expect(document.title).toBe(owner.name));
    await user.click(within(navigation()).getByRole('link', { name: navNames.hobby }));
    await waitFor(() => expect(document.title).toBe(hobbiesPage.title));
  });

  it('takes over the tab title when reached straight from the Hobbies page, and gives it back', async () => {
    const { user } = await renderRoute('/Hobby');
    await waitFor(() => expect(document.title).toBe(hobbiesPage.title));
    await user.click(within(navigation()).getByRole('link', { name: navNames.projects }));
    await screen.findByRole('heading', { level: 1, name: projectsPage.heading });
    await waitFor(() => expect(document.title).toBe(projectsPage.title));
    await user.click(within(navigation()).getByRole('link', { name: navNames.hobby }));
    await screen.findByRole('heading', { level: 1, name: hobbiesPage.heading });
    await waitFor(() => expect(document.title).toBe(hobbiesPage.title));
  });

  it('shows the heading and the subheading', async () => {
    await renderRoute('/Projects');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(projectsPage.heading);
    expect(within(screen.getByRole('main')).getByText(projectsPage.subheading).textContent).toBe(
      projectsPage.subheading,
    );
  });

  it('shows a card for every project, in order, named by its title and duration', async () => {
    await renderRoute('/Projects');
    const shown = projectCards();
    expect(shown).toHaveLength(projects.length);
    shown.forEach((card, index) => {
      expect(card).toHaveAccessibleName(`${projects[index].title} ${projects[index].duration}`);
      expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    });
  });

  // Style values are read from the CSSOM (see stitchesStyle); tests/content/tokens.test.ts pins the
  // tokens themselves to the spec's sizes and colours.
  it('spaces the grid of cards by the card gap token (20px)', async () => {
    await renderRoute('/Projects');
    expect(stitchesStyle(projectGrid(), 'gap')).toBe('var(--space-cardGap)');
  });

  it('gives every card image the card image height token (194px)', async () => {
    await renderRoute('/Projects');
    for (const card of projectCards()) {
      expect(stitchesStyle(within(card).getByRole('presentation'), 'height')).toBe('var(--sizes-cardImage)');
    }
  });

  it('gives every card the blue card background and the white glow', async () => {
    await renderRoute('/Projects');
    for (const card of projectCards()) {
      expect(stitchesStyle(card, 'background-color')).toBe('var(--colors-card)');
      expect(stitchesStyle(card, 'box-shadow')).toBe('var(--shadows-cardGlow)');
    }
  });

  it('fades cards in one after another, 0.5 s apart: the picture fades as the card rises', async () => {
    await renderRoute('/Projects');
    const delays = projectCards().map((card) => stitchesStyle(card, 'animation-delay'));
    expect(delays).toEqual(projects.map((_, index) => `${index * 0.5}s`));
    for (const card of projectCards()) {
      expect(stitchesStyle(card, 'animation')).toContain(`${riseIn}`);
      const picture = card.querySelector('img')!;
      expect(stitchesStyle(picture, 'animation')).toContain(`${fadeIn}`);
      expect(stitchesStyle(picture, 'animation-delay')).toBe(stitchesStyle(card, 'animation-delay'));
      // The caption (title and dates) never fades: it is readable from the first frame.
      expect(stitchesStyle(card, 'opacity')).toBeUndefined();
    }
  });
});

describe('Project popup', () => {
  // For each kind of project the content has: an owner's may all be public, or all private.
  for (const project of [withCode].filter((kind) => kind !== undefined))
    it('shows a project with public code: heading, image, a same-tab source link and the details', async () => {
      const { user } = await renderRoute('/Projects');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(projectCard(project.title));

      const dialog = await screen.findByRole('dialog', { name: project.title });
      expect(within(dialog).getByRole('heading', { name: project.title })).toBeInTheDocument();
      const image = within(dialog).getByRole('img', { name: fillIn(words.imageAlt, { title: project.title }) });
      expect(image).toHaveAttribute('src', shownSrc(project.image));
      const source = within(dialog).getByRole('link', { name: words.sourceLink });
      expect(source).toHaveAttribute('href', project.link);
      expect(source).not.toHaveAttribute('target');
      expect(within(dialog).queryByRole('button', { name: words.privateSource })).not.toBeInTheDocument();
      expect(shownParagraphs(dialog)).toEqual(detailParagraphs(project));
      expect(
        within(dialog)
          .getAllByRole('link')
          .filter((link) => link !== source)
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(descriptionLinks(project));
    });

  for (const project of projects.filter((candidate) => candidate.code))
    it(`links ${project.title} to its own repository`, async () => {
      const { user } = await renderRoute('/Projects');
      await user.click(projectCard(project.title));
      const dialog = await screen.findByRole('dialog', { name: project.title });
      expect(within(dialog).getByRole('link', { name: words.sourceLink })).toHaveAttribute('href', project.link);
    });

  for (const project of [withoutCode].filter((kind) => kind !== undefined))
    it('shows an unavailable button with its reason, reachable by Tab, and no source link for a project without public code', async () => {
      const { user } = await renderRoute('/Projects');
      await user.click(projectCard(project.title));

      const dialog = await screen.findByRole('dialog', { name: project.title });
      expect(within(dialog).getByRole('heading', { name: project.title })).toBeInTheDocument();
      const contact = within(dialog).getByRole('button', { name: words.privateSource });
      // Announced as unavailable with its reason, yet in the Tab order so keyboard users find it.
      expect(contact).toHaveAttribute('aria-disabled', 'true');
      expect(contact).toHaveAccessibleDescription(words.privateSourceNote);
      await tabTo(user, contact);
      expect(contact).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog', { name: project.title })).toBeInTheDocument();
      expect(within(dialog).queryByRole('link', { name: words.sourceLink })).not.toBeInTheDocument();
      expect(shownParagraphs(dialog)).toEqual(detailParagraphs(project));
    });

  it("makes every card a link to its project's address, which pressed before the app runs loads that page", async () => {
    await renderRoute('/Projects');
    expect(projectCards().map((card) => card.getAttribute('href'))).toEqual(
      projects.map((project) => `/Projects/${encodeURIComponent(project.id)}`),
    );
  });

  it('opens from the keyboard with Enter, and Escape closes it and returns focus to the card', async () => {
    const { user } = await renderRoute('/Projects');
    const card = projectCard(lastProject.title);
    await tabTo(user, card);
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: lastProject.title });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('opens the project that was chosen after another was closed', async () => {
    const { user } = await renderRoute('/Projects');
    await user.click(projectCard(projects[0].title));
    await screen.findByRole('dialog', { name: projects[0].title });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(projectCard(lastProject.title));
    const dialog = await screen.findByRole('dialog', { name: lastProject.title });
    expect(within(dialog).getByRole('heading', { name: lastProject.title })).toBeInTheDocument();
  });
});

describe('Project card tooltip', () => {
  describe('on hover', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    it('shows the title after the hover delay; the card is already named by it', async () => {
      const { user } = await renderRoute('/Projects', { advanceTimers: jest.advanceTimersByTime });
      const card = projectCard(lastProject.title);
      expect(card).toHaveAccessibleName(expect.stringContaining(lastProject.title));

      await user.hover(document.body);
      await user.hover(card);
      await advance(0); // the first hover also loads the tooltip's machine
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await advance(tooltipDelays.hoverEnter - 1);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await advance(1);

      expect(tooltipDelays.hoverEnter).toBe(100);
      expect(screen.getByRole('tooltip')).toHaveTextContent(lastProject.title);
      expect(card).toHaveAccessibleName(expect.stringContaining(lastProject.title));
    });
  });

  it('shows the title at once on keyboard focus without describing the card by its own title', async () => {
    const { user } = await renderRoute('/Projects');
    const project = projects[0];
    const card = projectCard(project.title);
    await tabTo(user, card);

    expect(await screen.findByRole('tooltip')).toHaveTextContent(project.title);
    expect(card).toHaveAccessibleName(expect.stringContaining(project.title));
    expect(card).toHaveAccessibleDescription('');
  });
});
