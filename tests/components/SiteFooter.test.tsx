import { fireEvent, screen, within } from '@testing-library/react';
import { tooltipDelays } from '../../machines/tooltipMachine';
import { footer, owner, socialLinks } from '../../src/content';
import { copyrightFor } from '../../src/content/model';
import { advance } from '../support/clock';
import { tabTo } from '../support/keyboard';
import { renderRoute } from '../support/renderRoute';
import { stitchesStyle } from '../support/stitchesStyle';

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

  it('links to GitHub and LinkedIn in a new tab, each named by its label, with an icon', async () => {
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
      // The image names the link (its alt is the network's name); the new-tab note follows, unseen.
      const icon = within(link).getByRole('img', { name: social.name });
      expect(icon.tagName).toBe('IMG');
      expect(social.label).toBe(`${social.name} (opens in a new tab)`);
      expect(icon).toHaveAttribute('src', social.icon);
      // Intrinsic size, so the icon reserves its space before it loads; the CSS shows it 75px high.
      expect(icon).toHaveAttribute('width', '96');
      expect(icon).toHaveAttribute('height', '96');
    });
  });

  it('shows the copyright line with the year from the clock and the first name', async () => {
    const { footer: bar } = await renderFooter();
    expect(within(bar).getByText('© 2031 Jamie. All rights reserved.')).toBeInTheDocument();
    expect(owner.firstName).toBe('Jamie');
    expect(copyrightFor(footer.copyright, 2031)).toBe('© 2031 Jamie. All rights reserved.');
  });

  it('shows the tooltip at once on keyboard focus and closes it with Escape', async () => {
    const { user, footer: bar } = await renderFooter();
    const github = within(bar).getByRole('link', { name: socialLinks[0].label });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await tabTo(user, github);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^GitHub$/);
    // The tooltip repeats the link's name; it is never the only label.
    expect(github).toHaveAccessibleName(socialLinks[0].label);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(github).toHaveFocus();
  });

  it('sizes each icon with the social icon token (75px)', async () => {
    const { footer: bar } = await renderFooter();
    for (const link of within(bar).getAllByRole('link')) {
      expect(stitchesStyle(within(link).getByRole('img'), 'height')).toBe('var(--sizes-socialIcon)');
    }
  });

  it('shows the tooltip in large white text (30px)', async () => {
    const { user, footer: bar } = await renderFooter();
    await tabTo(user, within(bar).getByRole('link', { name: socialLinks[0].label }));
    const bubble = await screen.findByRole('tooltip');
    expect(stitchesStyle(bubble, 'font-size')).toBe('var(--fontSizes-tooltipLarge)');
    expect(stitchesStyle(bubble, 'color')).toBe('var(--colors-onTooltip)');
  });

  describe('on touch', () => {
    const github = (bar: HTMLElement) => within(bar).getByRole('link', { name: socialLinks[0].label });

    it('shows the tooltip after a long press, and the click that follows does not open the link', async () => {
      const { footer: bar } = await renderFooter();
      const link = github(bar);

      fireEvent.pointerDown(link, { pointerType: 'touch' });
      await advance(0); // the first touch also loads the tooltip's machine
      await advance(tooltipDelays.touchEnter - 1);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await advance(1);
      expect(screen.getByRole('tooltip')).toHaveTextContent(/^GitHub$/);
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      await advance(0);

      // fireEvent returns false when a listener called preventDefault.
      expect(fireEvent.click(link)).toBe(false);
      expect(screen.getByRole('tooltip')).toHaveTextContent(/^GitHub$/);
    });

    it('lets a plain tap follow the link', async () => {
      const { footer: bar } = await renderFooter();
      const link = github(bar);
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      await advance(0);
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      await advance(0);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(fireEvent.click(link)).toBe(true);
    });

    it('lets a quick tap follow the link while the tooltip of an earlier long press lingers', async () => {
      const { footer: bar } = await renderFooter();
      const link = github(bar);
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      await advance(0); // the first touch also loads the tooltip's machine
      await advance(tooltipDelays.touchEnter);
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      await advance(0);
      expect(fireEvent.click(link)).toBe(false);
      await advance(500);
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      await advance(0);
      expect(fireEvent.click(link)).toBe(true);
    });

    it('lets a plain click follow the link', async () => {
      const { footer: bar } = await renderFooter();
      expect(fireEvent.click(github(bar))).toBe(true);
    });
  });
});
