import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { footer, owner, socialLinks } from '../../src/content/site';
import { renderRoute } from '../support/renderRoute';

type User = ReturnType<typeof userEvent.setup>;

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(user: User, target: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== target; step++) await user.tab();
  expect(target).toHaveFocus();
}

describe('site footer', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2031-06-15T12:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  const renderFooter = async () => {
    const view = await renderRoute('/', { advanceTimers: jest.advanceTimersByTime });
    return { ...view, footer: screen.getByRole('contentinfo') };
  };

  it('invites visitors to follow the owner', async () => {
    const { footer: bar } = await renderFooter();
    expect(within(bar).getByText('Follow me on:')).toBeInTheDocument();
    expect(footer.followText).toBe('Follow me on:');
  });

  it('links to GitHub and LinkedIn in a new tab, each named by its label, with a 75px icon', async () => {
    const { footer: bar } = await renderFooter();
    const links = within(bar).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(socialLinks.map((link) => link.name)).toEqual(['GitHub', 'LinkedIn']);

    links.forEach((link, index) => {
      const social = socialLinks[index];
      expect(link).toHaveAccessibleName(social.label);
      expect(link).toHaveAttribute('href', social.href);
      expect(new URL(link.getAttribute('href')!).protocol).toBe('https:');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const icon = within(link).getByRole('presentation');
      expect(icon.tagName).toBe('IMG');
      expect(icon).toHaveAttribute('src', social.icon);
      expect(icon).toHaveAttribute('height', '75');
    });
  });

  it('shows the copyright line with the year from the clock and the first name', async () => {
    const { footer: bar } = await renderFooter();
    expect(within(bar).getByText('© 2031 Jamie. All rights reserved.')).toBeInTheDocument();
    expect(owner.firstName).toBe('Jamie');
    expect(footer.copyright(2031)).toBe('© 2031 Jamie. All rights reserved.');
  });

  it('shows the tooltip at once on keyboard focus and closes it with Escape', async () => {
    const { user, footer: bar } = await renderFooter();
    const github = within(bar).getByRole('link', { name: socialLinks[0].label });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await tabTo(user, github);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^GitHub$/);
    // The tooltip repeats the link's name; it is never the only label.
    expect(github).toHaveAccessibleName(socialLinks[0].label);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(github).toHaveFocus();
  });
});
