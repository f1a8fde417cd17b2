import { screen, waitFor, within } from '@testing-library/react';
import { owner, projects, projectsPage } from '../../src/content';
import { projectPageMeta } from '../../src/content/model';
import { fillIn } from '../../src/text/fillIn';
import { projectRoute } from '../../src/routes/table';
import { detailParagraphs, shownParagraphs } from '../support/projects';
import { renderRoute } from '../support/renderRoute';

const words = projectsPage.popup;

describe.each(projects.map((project) => [project.title, project] as const))(
  "the address of %s visited straight: the project's own page",
  (_, project) => {
    it('shows the title as its h1, the image, the code button, the details and a link to all projects', async () => {
      const { user, router } = await renderRoute(projectRoute.href(project.id));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(project.title);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(within(main).getByRole('img', { name: fillIn(words.imageAlt, { title: project.title }) })).toBeVisible();
      if (project.code)
        expect(within(main).getByRole('link', { name: words.sourceLink })).toHaveAttribute('href', project.link);
      else
        expect(within(main).getByRole('button', { name: words.privateSource })).toHaveAttribute(
          'aria-disabled',
          'true',
        );
      const details = shownParagraphs(main);
      expect(details).toEqual(expect.arrayContaining(detailParagraphs(project)));
      await waitFor(() => expect(document.title).toBe(projectPageMeta(project, owner.name).title));

      await user.click(within(main).getByRole('link', { name: projectsPage.allProjectsLink }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/Projects'));
      // A new page, as after any link: its heading takes focus and is announced.
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(projectsPage.heading);
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent(projectsPage.heading);
    });
  },
);
