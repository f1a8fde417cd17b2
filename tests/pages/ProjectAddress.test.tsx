import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { layout, projects, projectsPage } from '../../src/content';
import { projectPath } from '../../src/urls/paths';
import { renderRoute } from '../support/renderRoute';

const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-project-card="${id}"]`)!;

/** The layout's own controls: the skip link, the header's and the footer's links and buttons. */
const layoutControls = () => [
  screen.getByRole('link', { name: layout.skipLink, hidden: true }),
  ...within(screen.getByRole('banner', { hidden: true })).getAllByRole('link', { hidden: true }),
  ...within(screen.getByRole('banner', { hidden: true })).getAllByRole('button', { hidden: true }),
  ...within(screen.getByRole('contentinfo', { hidden: true })).getAllByRole('link', { hidden: true }),
];
const inertOnes = () => layoutControls().filter((control) => control.closest('[inert]') !== null);

// One test in its own file: the popup's code must not have loaded yet (it loads once per module registry).
it("a project's address visited straight shows the static popup (closed by its link) until the popup code arrives, then the modal dialog", async () => {
  const [project] = projects;
  const href = projectPath.getHref(project.id);
  const { user, router } = await renderRoute(href);

  // The static popup: its close is a link to /Projects, and the page behind it is inert.
  const staticPopup = screen.getByRole('dialog', { name: project.title });
  const closeLink = within(staticPopup).getByRole('link', { name: projectsPage.popup.closeLabel });
  expect(closeLink).toHaveAttribute('href', '/Projects');
  expect(cardOf(project.id).closest('[inert]')).not.toBeNull();
  // …and so are the skip link, the header and the footer: Tab stays in the popup.
  expect(layoutControls().length).toBeGreaterThan(4);
  expect(inertOnes()).toEqual(layoutControls());
  // A click alone (no pointer moving over it first) follows the link, in place: still on the site.
  fireEvent.click(closeLink);
  await waitFor(() => expect(router.state.location.pathname).toBe('/Projects'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cardOf(project.id).closest('[inert]')).toBeNull();
  expect(inertOnes()).toEqual([]);

  // Back at the address, intent (a pointer over it; on a real page also the idle warm-up) brings the
  // modal dialog, with focus inside; its Close goes to /Projects and focuses the card.
  await act(() => router.navigate(href));
  await user.hover(screen.getByRole('dialog'));
  const closeButton = await screen.findByRole('button', { name: projectsPage.popup.closeLabel });
  expect(screen.getByRole('dialog', { name: project.title })).toContainElement(closeButton);
  expect(cardOf(project.id).closest('[inert]')).toBeNull();
  // The modal makes the rest of the page inert itself (react-aria): the layout no longer does.
  expect(inertOnes()).toEqual([]);
  await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
  await user.click(closeButton);
  await waitFor(() => expect(router.state.location.pathname).toBe('/Projects'));
  await waitFor(() => expect(cardOf(project.id)).toHaveFocus());
});
