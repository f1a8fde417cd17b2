import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { about, footer, home, layout, notFound, owner, projectsPage } from '../../src/content';
import { NotFoundEntryContext } from '../../src/hooks/useShowsNotFound';
import { routesFor } from '../../src/routes/routes';
import { siteContent } from '../../src/content';
import { navigation as navItems, routeTable } from '../../src/routes/siteTable';
import { renderRoute } from '../support/renderRoute';
import { headingAt, tableAddresses, tablePages } from '../support/routeTable';
import { WithContent } from '../support/withContent';

const navNames = layout.navigation.links;
const navigation = () => screen.getByRole('navigation', { name: layout.navigation.label });

describe.each(tableAddresses)('the address $path', ({ path, title }) => {
  it(`shows one h1 between the navigation and the footer, titled "${title}"`, async () => {
    await renderRoute(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
    const nav = navigation();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navItems.map((item) => item.name));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(footer.followText);
  });
});

it.each(tablePages.map((page) => page.path))("shows the route table's heading as the h1 of %s", async (path) => {
  await renderRoute(path);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(headingAt(routeTable, path));
});

it.each(['/nope', routeTable.projects.path + '/extra'])('shows the 404 page at %s', async (path) => {
  await renderRoute(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.heading);
  await waitFor(() => expect(document.title).toBe(routeTable.notFound.title));
});

describe('navigation', () => {
  it("lists the route table's pages in its order, each opening in the same tab", async () => {
    await renderRoute('/');
    const links = within(navigation()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      navItems.map((item) => [item.name, item.href]),
    );
    for (const link of links) expect(link).not.toHaveAttribute('target');
  });

  it('marks the current page, treating / and /Home as the same page', async () => {
    const { user } = await renderRoute('/');
    const nav = navigation();
    expect(within(nav).getByRole('link', { name: navNames.home })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: navNames.about }));
    expect(await screen.findByRole('heading', { level: 1, name: about.heading })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: navNames.about })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: navNames.home })).not.toHaveAttribute('aria-current');
  });

  it('navigates without reloading the document, from any page to any page', async () => {
    const { user, router } = await renderRoute('/About');
    const nav = navigation();
    for (const item of navItems) {
      await user.click(within(nav).getByRole('link', { name: item.name }));
      expect(router.state.location.pathname).toBe(item.href);
    }
  });

  it('leaves the owner name (the prerendered default) in the tab on pages without their own title', async () => {
    document.title = owner.name;
    const { user } = await renderRoute('/About');
    const nav = navigation();
    await user.click(within(nav).getByRole('link', { name: navNames.home }));
    await screen.findByRole('heading', { level: 1, name: home.greeting });
    expect(document.title).toBe(owner.name);
  });

  it('moves focus to the new page heading and announces it after a client-side navigation', async () => {
    const { user } = await renderRoute('/');
    const announcer = () =>
      screen
        .getAllByRole('status')
        .find((element) => element.getAttribute('aria-live') === 'polite' && element.closest('main') === null)!;
    // Nothing is announced on the first load.
    expect(announcer()).toBeEmptyDOMElement();
    await user.click(within(navigation()).getByRole('link', { name: navNames.projects }));
    const heading = await screen.findByRole('heading', { level: 1, name: projectsPage.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer().textContent).toBe(projectsPage.heading);
    expect(announcer()).toHaveAttribute('aria-atomic', 'true');
  });

  it('leaves focus alone when only the hash changes (the skip link)', async () => {
    const { router } = await renderRoute('/About');
    const link = screen.getByRole('link', { name: layout.skipLink });
    link.focus();
    await act(() => router.navigate('/About#main'));
    expect(link).toHaveFocus();
  });

  it('offers a skip link to the main content first', async () => {
    await renderRoute('/');
    const skip = screen.getByRole('link', { name: layout.skipLink });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('an address the host answered with its 404 document', () => {
  /** The app as main.tsx starts it when the served document is the 404 page (`data-route="/404"`). */
  async function renderServedNotFound(path: string) {
    const router = createMemoryRouter(routesFor(siteContent), { initialEntries: [path] });
    const user = userEvent.setup();
    render(
      <NotFoundEntryContext value={router.state.location.key}>
        <RouterProvider router={router} />
      </NotFoundEntryContext>,
      { wrapper: WithContent },
    );
    await screen.findByRole('heading', { level: 1 });
    return { router, user };
  }

  it.each(['/aBoUt', '/About//', '/about/'])(
    'shows the 404 page at %s, though the router matches About there, and marks no page current',
    async (path) => {
      await renderServedNotFound(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.heading);
      const links = within(navigation()).getAllByRole('link');
      for (const link of links) expect(link).not.toHaveAttribute('aria-current');
    },
  );

  it('leaves for a real page by the navigation, and shows the 404 page again on Back', async () => {
    const { router, user } = await renderServedNotFound('/aBoUt');
    const nav = navigation();
    await user.click(within(nav).getByRole('link', { name: navNames.about }));
    expect(await screen.findByRole('heading', { level: 1, name: about.heading })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: navNames.about })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: notFound.heading })).toBeInTheDocument();
  });
});
