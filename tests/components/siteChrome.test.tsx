import { render, screen, within } from '@testing-library/react';
import { showBootFailure } from '../../src/boot/showBootFailure';
import { errorPages, layout } from '../../src/content';
import { PageLoading } from '../../src/pages/PageLoading';
import { navigation } from '../../src/routes/siteTable';
import { renderRoute } from '../support/renderRoute';
import { WithContent } from '../support/withContent';

describe('the words around every page', () => {
  it('name the skip link, the navigation and its links, and the theme toggle as the content does', async () => {
    await renderRoute('/About');
    expect(screen.getByRole('link', { name: layout.skipLink })).toHaveAttribute('href', '#main');
    const nav = screen.getByRole('navigation', { name: layout.navigation.label });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(navigation.map((item) => [item.name, item.href]));
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: layout.themeToggle });
    expect(toggle).toHaveAttribute('aria-pressed');
  });

  it('say that a page is loading while its code arrives', () => {
    render(<PageLoading />, { wrapper: WithContent });
    expect(screen.getByRole('status').textContent).toBe(layout.loading);
  });

  it('say, over a page whose app could not start, what happened and offer a reload (words the layout leaves on <main>)', async () => {
    const { unmount } = await renderRoute('/About');
    // The prerendered page as the browser has it, without the app: the words stay in the markup.
    const page = document.body.innerHTML;
    unmount();
    document.body.innerHTML = page;
    showBootFailure();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(errorPages.appNotStarted)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: errorPages.reloadButton })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(alert);
    // Said once, however often the start fails.
    showBootFailure();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('say nothing over a page that does not carry their words', () => {
    document.body.innerHTML = '<main><h1>A page</h1></main>';
    showBootFailure();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
