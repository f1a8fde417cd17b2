import { screen, waitFor, within } from '@testing-library/react';
import { home, layout, notFound, owner, pageMeta } from '../../src/content';
import { renderRoute } from '../support/renderRoute';

describe('404 page', () => {
  it('titles the tab with its own title so a dead link is heard at once, and gives the title back on leaving', async () => {
    const { user } = await renderRoute('/nope');
    await screen.findByRole('heading', { level: 1, name: notFound.heading });
    await waitFor(() => expect(document.title).toBe(pageMeta.notFound.title));
    const nav = screen.getByRole('navigation', { name: layout.navigation.label });
    await user.click(within(nav).getByRole('link', { name: layout.navigation.links.home }));
    await screen.findByRole('heading', { level: 1, name: home.greeting });
    await waitFor(() => expect(document.title).toBe(owner.name));
  });

  it('says what happened and links to the home page', async () => {
    const { user, router } = await renderRoute('/nope');
    const main = screen.getByRole('main');
    expect(within(main).getByText(notFound.text)).toBeInTheDocument();
    const link = within(main).getByRole('link', { name: notFound.homeLink });
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/');
  });
});
