import { screen, waitFor, within } from '@testing-library/react';
import { home, notFound, owner } from '../../src/content';
import { renderRoute } from '../support/renderRoute';

describe('404 page', () => {
  it('titles the tab "Page not found · <owner>" so a dead link is heard at once, and gives the title back on leaving', async () => {
    const { user } = await renderRoute('/nope');
    await screen.findByRole('heading', { level: 1, name: notFound.heading });
    await waitFor(() => expect(document.title).toBe(`Page not found · ${owner.name}`));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1, name: home.greeting });
    await waitFor(() => expect(document.title).toBe(owner.name));
  });
});
