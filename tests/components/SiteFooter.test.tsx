import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { siMastodon } from 'simple-icons';
import { tooltipDelays } from '../../machines/tooltipMachine';
import { footer, layout, siteContent, socialLinks } from '../../src/content';
import { copyrightFor, isIconFile, isMailAddress } from '../../src/content/model';
import { brandMarks } from '../../src/images/brandMarkData';
import { advance } from '../support/clock';
import { tabTo } from '../support/keyboard';
import { renderRoute } from '../support/renderRoute';
import { stitchesStyle } from '../support/stitchesStyle';
import { socialLinkName } from '../support/siteWords';

// The marks the build would give a site whose footer names Mastodon, beside the content's own.
jest.mock('../../src/images/brandMarkData', () => {
  const { brandMarks: contentMarks } = jest.requireActual('../../src/images/brandMarkData');
  return { brandMarks: { ...contentMarks, mastodon: jest.requireActual('simple-icons').siMastodon.path } };
});

/** A footer link's icon: the picture of its words, hidden from assistive technology. */
function iconIn(link: HTMLElement): Element {
  const icons = link.querySelectorAll('[aria-hidden="true"]');
  expect(icons).toHaveLength(1);
  return icons[0];
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
    expect(within(bar).getByText(footer.followText)).toBeInTheDocument();
  });

  it('links to each profile in a new tab as the owner\'s own (rel="me"), named by its network and the new-tab note, with an icon; an e-mail address in the same tab', async () => {
    const { footer: bar } = await renderFooter();
    const links = within(bar).getAllByRole('link');
    expect(links).toHaveLength(socialLinks.length);

    links.forEach((link, index) => {
      const social = socialLinks[index];
      expect(link).toHaveAttribute('href', social.href);
      if (isMailAddress(social.href)) {
        expect(link).toHaveAccessibleName(social.name);
        expect(link).not.toHaveAttribute('target');
        expect(link).toHaveAttribute('rel', 'me');
      } else {
        expect(link).toHaveAccessibleName(`${social.name} ${layout.newTabNote}`);
        expect(new URL(link.getAttribute('href')!).protocol).toBe('https:');
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
      }
      // The network's name and the new-tab note name it in words, unseen, which every reader and
      // checker finds (an e-mail address's too, with no note); the icon stands for them.
      expect(link.textContent).toBe(socialLinkName(social));
      expect(within(link).queryByRole('img')).toBeNull();
      const icon = iconIn(link);
      // A mark's path data is in the page; a file of the owner's is its shape (below).
      if (isIconFile(social.icon)) expect(stitchesStyle(icon, 'mask-image')).toContain('url(');
      else expect(icon.querySelector('path')).toHaveAttribute('d', brandMarks[social.icon]);
    });
  });

  describe('icons, in the colour of the text around them (currentColor)', () => {
    const renderIcons = (links: { name: string; icon: string }[]) =>
      renderRoute('/', {
        advanceTimers: jest.advanceTimersByTime,
        content: {
          ...siteContent,
          socialLinks: links.map((link, index) => ({ ...link, href: `https://social.example/${index}` })),
        },
      });
    const iconOf = (name: string) =>
      iconIn(within(screen.getByRole('contentinfo')).getByRole('link', { name: `${name} ${layout.newTabNote}` }));
    /** The icon's link is named by the network, as its tooltip says. */
    const expectNamedLink = async (icon: Element, name: string, user: UserEvent) => {
      const link = icon.closest('a')!;
      expect(link).toHaveAccessibleName(`${name} ${layout.newTabNote}`);
      expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
      await tabTo(user, link);
      expect((await screen.findByRole('tooltip')).textContent).toBe(name);
    };

    it("draws a simple-icons mark from its path data, inline, filled with the text's colour", async () => {
      const { user } = await renderIcons([{ name: 'Mastodon', icon: 'mastodon' }]);
      const icon = iconOf('Mastodon');
      expect(icon.tagName.toLowerCase()).toBe('svg');
      expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
      expect(icon).toHaveAttribute('fill', 'currentColor');
      const paths = icon.querySelectorAll('path');
      expect(paths).toHaveLength(1);
      expect(paths[0]).toHaveAttribute('d', siMastodon.path);
      expect(paths[0]).not.toHaveAttribute('fill');
      expect([stitchesStyle(icon, 'height'), stitchesStyle(icon, 'width')]).toEqual([
        'var(--sizes-socialIcon)',
        'var(--sizes-socialIcon)',
      ]);
      await expectNamedLink(icon, 'Mastodon', user);
    });

    it("cuts the owner's SVG out of the text's colour (a mask), whatever colours the file has", async () => {
      const { user } = await renderIcons([{ name: 'Codeberg', icon: '/images/icons/my codeberg.svg' }]);
      const icon = iconOf('Codeberg');
      expect(icon.tagName.toLowerCase()).toBe('span');
      expect(icon.querySelector('img, svg')).toBeNull();
      expect(stitchesStyle(icon, 'background-color')).toBe('currentColor');
      // The file's address as the browser requests it.
      expect(stitchesStyle(icon, 'mask-image')).toBe('url("/images/icons/my%20codeberg.svg")');
      expect(stitchesStyle(icon, '-webkit-mask-image')).toBe('url("/images/icons/my%20codeberg.svg")');
      expect(stitchesStyle(icon, 'mask-size')).toBe('contain');
      expect(stitchesStyle(icon, 'height')).toBe('var(--sizes-socialIcon)');
      // Forced colours would paint its box in Canvas, the footer's own colour, and hide it.
      expect(stitchesStyle(icon, 'forced-color-adjust')).toBe('none');
      await expectNamedLink(icon, 'Codeberg', user);
    });
  });

  it("links an e-mail address, and a Mastodon profile the owner verifies, whatever the site's own links are", async () => {
    const content = {
      ...siteContent,
      socialLinks: [
        { name: 'Mastodon', href: 'https://mastodon.example/@laila', icon: socialLinks[0].icon },
        { name: 'E-mail', href: 'mailto:laila@example.net', icon: socialLinks[0].icon },
      ],
    };
    await renderRoute('/', { advanceTimers: jest.advanceTimersByTime, content });
    const bar = screen.getByRole('contentinfo');
    const profile = within(bar).getByRole('link', { name: `Mastodon ${layout.newTabNote}` });
    expect(profile).toHaveAttribute('rel', 'me noopener noreferrer');
    const mail = within(bar).getByRole('link', { name: 'E-mail' });
    expect(mail).toHaveAttribute('href', 'mailto:laila@example.net');
    expect(mail).not.toHaveAttribute('target');
  });

  it('shows the copyright line with the year from the clock', async () => {
    const { footer: bar } = await renderFooter();
    const line = copyrightFor(footer.copyright, 2031);
    expect(line).toBe(footer.copyright.replaceAll('{year}', '2031'));
    expect(within(bar).getByText(line)).toBeInTheDocument();
  });

  it('shows the tooltip at once on keyboard focus and closes it with Escape', async () => {
    const { user, footer: bar } = await renderFooter();
    const github = within(bar).getByRole('link', { name: socialLinkName(socialLinks[0]) });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await tabTo(user, github);
    expect((await screen.findByRole('tooltip')).textContent).toBe(socialLinks[0].name);
    // The tooltip repeats the link's name; it is never the only label.
    expect(github).toHaveAccessibleName(socialLinkName(socialLinks[0]));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(github).toHaveFocus();
  });

  it('sizes each icon with the social icon token (75px)', async () => {
    const { footer: bar } = await renderFooter();
    for (const link of within(bar).getAllByRole('link')) {
      expect(stitchesStyle(iconIn(link), 'height')).toBe('var(--sizes-socialIcon)');
    }
  });

  it('shows the tooltip in large white text (30px)', async () => {
    const { user, footer: bar } = await renderFooter();
    await tabTo(user, within(bar).getByRole('link', { name: socialLinkName(socialLinks[0]) }));
    const bubble = await screen.findByRole('tooltip');
    expect(stitchesStyle(bubble, 'font-size')).toBe('var(--fontSizes-tooltipLarge)');
    expect(stitchesStyle(bubble, 'color')).toBe('var(--colors-onTooltip)');
  });

  describe('on touch', () => {
    const github = (bar: HTMLElement) => within(bar).getByRole('link', { name: socialLinkName(socialLinks[0]) });

    it('shows the tooltip after a long press, and the click that follows does not open the link', async () => {
      const { footer: bar } = await renderFooter();
      const link = github(bar);

      fireEvent.pointerDown(link, { pointerType: 'touch' });
      await advance(0); // the first touch also loads the tooltip's machine
      await advance(tooltipDelays.touchEnter - 1);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await advance(1);
      expect(screen.getByRole('tooltip').textContent).toBe(socialLinks[0].name);
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      await advance(0);

      // fireEvent returns false when a listener called preventDefault.
      expect(fireEvent.click(link)).toBe(false);
      expect(screen.getByRole('tooltip').textContent).toBe(socialLinks[0].name);
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
