import { screen, waitFor, within } from '@testing-library/react';
import { pageTitleMachine } from '../../../machines/pageTitleMachine';
import { hobbiesPage, home, owner, projectsPage } from '../../../src/content';
import { navName, siteWords } from '../../support/siteWords';
import { createMachineTestModel, machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { renderRoute } from '../../support/renderRoute';

const titledPages = [
  { navLink: navName('/Hobby'), title: hobbiesPage.title, heading: hobbiesPage.heading },
  { navLink: navName('/Projects'), title: projectsPage.title, heading: projectsPage.heading },
];

const pathsFor = (title: string) =>
  createMachineTestModel(pageTitleMachine, {
    input: { title, defaultTitle: owner.name },
  }).getShortestPaths();

describe('page title machine, driven by visiting pages', () => {
  it('has paths that take every transition of the machine', () => {
    const paths = pathsFor(hobbiesPage.title);
    expect(transitionsTaken(paths)).toEqual(machineTransitions(pageTitleMachine));
  });

  describe.each(titledPages)('the $navLink page', ({ navLink, title, heading }) => {
    it.each(pathsFor(title).map((path) => [path.description, path] as const))('%s', async (_, path) => {
      document.title = owner.name; // as the prerendered HTML of /About has it
      const { user } = await renderRoute('/About');
      const nav = () => screen.getByRole('navigation', { name: siteWords.navigation });

      await path.test({
        events: {
          'page.enter': async () => {
            await user.click(within(nav()).getByRole('link', { name: navLink }));
            await screen.findByRole('heading', { level: 1, name: heading });
          },
        },
        states: {
          away: () => expect(document.title).toBe(owner.name),
          shown: () => waitFor(() => expect(document.title).toBe(title)),
        },
      });

      // Leaving the page stops its actor, which restores the owner's name.
      await user.click(within(nav()).getByRole('link', { name: navName('/Home') }));
      await screen.findByRole('heading', { level: 1, name: home.greeting });
      expect(document.title).toBe(owner.name);
    });
  });
});
