import { screen, waitFor } from '@testing-library/react';
import { projectPopupMachine } from '../../../machines/projectPopupMachine';
import type { Project } from '../../../src/content/model';
import type { User } from '../../support/keyboard';
import { createMachineTestModel, machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { projectCard, withCode, withoutCode } from '../../support/projects';
import { renderRoute } from '../../support/renderRoute';

/** The full-screen layer behind the dialog: the dialog's outermost ancestor inside <body>. */
function backdrop(): HTMLElement {
  let element: HTMLElement = screen.getByRole('dialog');
  while (element.parentElement && element.parentElement !== document.body) element = element.parentElement;
  return element;
}

const closeBy: Record<string, (user: User) => Promise<void>> = {
  Escape: (user) => user.keyboard('{Escape}'),
  'the close button': (user) => user.click(screen.getByRole('button', { name: 'Close' })),
  'a backdrop press': (user) => user.click(backdrop()),
};

const pathsFor = (project: Project) =>
  createMachineTestModel(projectPopupMachine, {
    events: [{ type: 'popup.open', projectId: project.id }],
  }).getShortestPaths();

describe('project popup machine, driven through the Projects page', () => {
  it('has paths that take every transition of the machine', () => {
    const paths = pathsFor(withCode);
    expect(paths).toHaveLength(1);
    expect(transitionsTaken(paths)).toEqual(machineTransitions(projectPopupMachine));
  });

  describe.each([withCode, withoutCode])('with $title', (project) => {
    describe.each(Object.keys(closeBy))('closing with %s', (closeMethod) => {
      it.each(pathsFor(project).map((path) => [path.description, path] as const))('%s', async (_, path) => {
        const { user } = await renderRoute('/Projects');
        const card = () => projectCard(project.title);
        let opened = false;

        await path.test({
          events: {
            'popup.open': async () => {
              await user.click(card());
              opened = true;
            },
            'popup.close': () => closeBy[closeMethod](user),
          },
          states: {
            closed: async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              if (opened) await waitFor(() => expect(card()).toHaveFocus());
            },
            open: async () => {
              const dialog = await screen.findByRole('dialog', { name: project.title });
              expect(dialog).toContainElement(screen.getByRole('heading', { level: 2, name: project.title }));
            },
          },
        });
      });
    });
  });
});
