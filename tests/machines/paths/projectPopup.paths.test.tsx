import { act, screen, waitFor, within } from '@testing-library/react';
import { projectPopupMachine, type ProjectPopupEvent } from '../../../machines/projectPopupMachine';
import { notFound, projects } from '../../../src/content';
import { siteWords } from '../../support/siteWords';
import type { Project } from '../../../src/content/model';
import { projectPath } from '../../../src/urls/paths';
import type { User } from '../../support/keyboard';
import {
  createMachineTestModel,
  type MachinePath,
  machineTransitions,
  transitionsTaken,
} from '../../support/machineTestModel';
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
  'the close button': (user) => user.click(screen.getByRole('button', { name: siteWords.popup.close })),
  'a backdrop press': (user) => user.click(backdrop()),
};

/** Another project than `project`, for the address moving from one project to another. */
const otherThan = (project: Project) => projects.find((candidate) => candidate.id !== project.id)!;

const pathsFor = (project: Project) => {
  const events: ProjectPopupEvent[] = [
    { type: 'popup.open', projectId: project.id, openedBy: 'card' },
    { type: 'popup.open', projectId: project.id, openedBy: 'address' },
    { type: 'popup.open', projectId: otherThan(project).id, openedBy: 'address' },
  ];
  return createMachineTestModel(projectPopupMachine, { events })
    .getShortestPaths()
    .filter((path) => path.steps.every((_, index) => !isUntestableAfterDismiss(path, index)));
};

/**
 * `closing` lasts until the page has left the project's address, which it does at once: the visitor
 * cannot act in between, so only the machine's unit tests send it other events.
 */
function isUntestableAfterDismiss(path: MachinePath, index: number): boolean {
  const previous = path.steps[index - 1];
  return previous?.event.type === 'popup.dismiss' && path.steps[index].event.type !== 'popup.close';
}

/** Every transition but those out of `closing` on anything other than `popup.close`. */
const testableTransitions = machineTransitions(projectPopupMachine).filter(
  (transition) => !transition.startsWith('closing --') || transition.startsWith('closing --popup.close-->'),
);

/**
 * At an address reached straight, the static popup shows until the popup's code arrives: with the
 * page's idle warm-up (which never comes in jsdom) or on intent, as here, a pointer over it. Then
 * the modal dialog, closed by a button, takes its place.
 */
async function modalTakesOver(user: User) {
  await user.hover(screen.getByRole('dialog'));
  await screen.findByRole('button', { name: siteWords.popup.close });
}

/** The open dialog shows `project` itself: its title, and its own source link or private-code note. */
async function expectPopupOf(project: Project) {
  const dialog = await screen.findByRole('dialog', { name: project.title });
  expect(within(dialog).getByRole('heading', { level: 2, name: project.title })).toBeInTheDocument();
  if (project.code) {
    expect(within(dialog).getByRole('link', { name: siteWords.popup.sourceLink })).toHaveAttribute(
      'href',
      project.link,
    );
    expect(within(dialog).queryByText(siteWords.popup.privateSource)).not.toBeInTheDocument();
  } else {
    expect(within(dialog).getByRole('button', { name: siteWords.popup.privateSource })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).queryByRole('link', { name: siteWords.popup.sourceLink })).not.toBeInTheDocument();
  }
  expect(within(dialog).getByText(project.duration)).toBeInTheDocument();
}

describe('project popup machine, driven through the Projects page and its addresses', () => {
  it('has paths that take every transition of the machine', () => {
    expect(transitionsTaken(pathsFor(withCode))).toEqual(testableTransitions);
  });

  describe.each([withCode, withoutCode])('with $title', (project) => {
    describe.each(Object.keys(closeBy))('dismissing with %s', (closeMethod) => {
      it.each(pathsFor(project).map((path) => [path.description, path] as const))('%s', async (_, path) => {
        const { user, router } = await renderRoute('/Projects');
        const address = () => router.state.location.pathname;
        let shown: Project | null = null;
        let wasDismissed = false;

        await path.test({
          events: {
            'popup.open': async ({ event }) => {
              const { projectId, openedBy } = event as Extract<ProjectPopupEvent, { type: 'popup.open' }>;
              const target = projects.find((candidate) => candidate.id === projectId)!;
              if (openedBy === 'card' && shown === null) await user.click(projectCard(target.title));
              else {
                await act(() => router.navigate(projectPath.getHref(projectId)));
                await modalTakesOver(user);
              }
              shown = target;
              wasDismissed = false;
            },
            'popup.dismiss': async () => {
              await closeBy[closeMethod](user);
              wasDismissed = true;
            },
            'popup.close': async () => {
              // After a dismiss the page leaves the address itself; otherwise the visitor goes Back.
              if (!wasDismissed) await act(() => router.navigate(-1));
              await waitFor(() => expect(address()).toBe('/Projects'));
            },
          },
          states: {
            closed: async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(address()).toBe('/Projects');
              if (shown) {
                const card = projectCard(shown.title);
                await waitFor(() => expect(card).toHaveFocus());
              }
            },
            open: async () => {
              await expectPopupOf(shown!);
              expect(address()).toBe(projectPath.getHref(shown!.id));
            },
            closing: async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            },
          },
        });
      });
    });
  });

  it('Back closes a popup opened by its card and Forward opens it again', async () => {
    const { user, router } = await renderRoute('/Projects');
    await user.click(projectCard(withoutCode.title));
    await expectPopupOf(withoutCode);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(projectCard(withoutCode.title)).toHaveFocus());
    await act(() => router.navigate(1));
    await expectPopupOf(withoutCode);
    expect(router.state.location.pathname).toBe(projectPath.getHref(withoutCode.id));
  });

  it('a popup reached by its address, when dismissed, goes to /Projects in place and focuses its card', async () => {
    const { user, router } = await renderRoute(projectPath.getHref(withCode.id));
    await modalTakesOver(user);
    await expectPopupOf(withCode);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Projects'));
    // Replaced, not pushed: Back from here leaves the site as it would have before the visit.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(projectCard(withCode.title)).toHaveFocus());
  });

  it('an address naming no project shows the 404 page and opens nothing', async () => {
    await renderRoute(`${projectPath.getHref('no-such-project')}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.heading);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
