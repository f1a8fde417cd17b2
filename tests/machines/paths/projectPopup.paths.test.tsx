import { act, screen, waitFor, within } from '@testing-library/react';
import { projectPopupMachine, type ProjectPopupEvent } from '../../../machines/projectPopupMachine';
import { notFound, projects } from '../../../src/content';
import { siteWords } from '../../support/siteWords';
import type { Project } from '../../../src/content/model';
import { projectRoute } from '../../../src/routes/table';
import type { createMemoryRouter } from 'react-router-dom';
import type { User } from '../../support/keyboard';
import { machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { popupPaths } from '../../support/popupPaths';
import { otherThan, projectCard, projectOfEachKind } from '../../support/projects';
import { renderRoute } from '../../support/renderRoute';

/** The full-screen layer behind the dialog: the dialog's outermost ancestor inside <body>. */
function backdrop(): HTMLElement {
  let element: HTMLElement = screen.getByRole('dialog');
  while (element.parentElement && element.parentElement !== document.body) element = element.parentElement;
  return element;
}

type Router = ReturnType<typeof createMemoryRouter>;

const closeBy: Record<string, (user: User) => Promise<void>> = {
  Escape: (user) => user.keyboard('{Escape}'),
  'the close button': (user) => user.click(screen.getByRole('button', { name: siteWords.popup.close })),
  'a backdrop press': (user) => user.click(backdrop()),
};

const [first] = projects;

const pathsFor = (project: Project) => popupPaths([project.id, otherThan(project).id], 'jsdom');

/** The popup has gone, the address is the grid's, and focus is back on the card that opened it, if one did. */
async function expectClosedOn(router: Router, project: Project | null) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/Projects');
  if (project) await waitFor(() => expect(projectCard(project.title)).toHaveFocus());
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
  it("has paths that take every transition jsdom can (real Chromium's paths take every one)", () => {
    const inBrowser = popupPaths([first.id, otherThan(first).id], 'browser');
    expect(transitionsTaken(inBrowser)).toEqual(machineTransitions(projectPopupMachine));
    expect(transitionsTaken(pathsFor(first))).toEqual([
      'closed --popup.open--> opening',
      'closing --popup.gone--> flyingBack',
      'flyingBack --xstate.done.actor.flightBack--> closed',
      'flyingIn --xstate.done.actor.flightIn--> open',
      'open --popup.close--> closing',
      'opening --popup.shown--> flyingIn',
    ]);
  });

  describe.each(projectOfEachKind)('with $title', (project) => {
    // A path that closes the popup runs once for each way to close it; the others once.
    const cases = pathsFor(project).flatMap((path): [string, typeof path, string | null][] =>
      path.steps.some((step) => step.event.type === 'popup.close')
        ? Object.keys(closeBy).map((closeMethod) => [
            `${path.description}, closing with ${closeMethod}`,
            path,
            closeMethod,
          ])
        : [[path.description, path, null]],
    );

    it.each(cases)('%s', async (_, path, closeMethod) => {
      const { user, router } = await renderRoute('/Projects');
      let shown: Project | null = null;

      // The page's own events (the popup on the page, then gone) and the flights' ends follow by themselves.
      await path.test({
        events: {
          'popup.open': async ({ event }) => {
            const { projectId } = event as Extract<ProjectPopupEvent, { type: 'popup.open' }>;
            shown = projects.find((candidate) => candidate.id === projectId)!;
            await user.click(projectCard(shown.title));
          },
          'popup.close': async () => {
            if (!closeMethod) throw new Error(`${path.description} closes the popup but names no way to.`);
            await closeBy[closeMethod](user);
          },
        },
        states: {
          opening: () => expect(router.state.location.pathname).toBe(projectRoute.href(shown!.id)),
          flyingIn: () => expectPopupOf(shown!),
          open: async () => {
            await expectPopupOf(shown!);
            expect(router.state.location.pathname).toBe(projectRoute.href(shown!.id));
          },
          closing: () => waitFor(() => expect(router.state.location.pathname).toBe('/Projects')),
          flyingBack: () => expectClosedOn(router, shown),
          closed: () => expectClosedOn(router, shown),
        },
      });
    });
  });

  it('Back closes a popup opened by its card and Forward opens it again', async () => {
    const { user, router } = await renderRoute('/Projects');
    await user.click(projectCard(first.title));
    await expectPopupOf(first);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(projectCard(first.title)).toHaveFocus());
    // Forward, with focus elsewhere (on the navigation): closing gives the focus to the popup's own card.
    act(() => within(screen.getByRole('navigation')).getAllByRole('link')[0].focus());
    await act(() => router.navigate(1));
    await expectPopupOf(first);
    expect(router.state.location.pathname).toBe(projectRoute.href(first.id));
    await user.keyboard('{Escape}');
    await expectClosedOn(router, first);
  });

  it("an address visited straight shows the project's own page, not the popup", async () => {
    await renderRoute(projectRoute.href(first.id));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.title);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an address naming no project shows the 404 page and opens nothing', async () => {
    await renderRoute(projectRoute.href('no-such-project'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.heading);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
