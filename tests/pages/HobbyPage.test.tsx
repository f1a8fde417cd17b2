import { screen, waitFor, within } from '@testing-library/react';
import { hobbies, hobbiesPage, home, layout, owner } from '../../src/content';
import { paragraphText, parseRichText } from '../../src/text/richText';
import { renderRoute } from '../support/renderRoute';
import { shownSrc } from '../support/shownImage';
import { stitchesStyle } from '../support/stitchesStyle';

/** Each hobby entry: the <article> that holds one h2. */
function entries(): HTMLElement[] {
  return within(screen.getByRole('main'))
    .getAllByRole('article')
    .filter((article) => within(article).queryByRole('heading', { level: 2 }) !== null);
}

describe('Hobbies page', () => {
  it("titles the tab with the page's title while shown and resets it to the owner name on leaving", async () => {
    const { user } = await renderRoute('/Hobby');
    await waitFor(() => expect(document.title).toBe(hobbiesPage.title));
    const nav = screen.getByRole('navigation', { name: layout.navigation.label });
    await user.click(within(nav).getByRole('link', { name: layout.navigation.links.home }));
    await screen.findByRole('heading', { level: 1, name: home.greeting });
    await waitFor(() => expect(document.title).toBe(owner.name));
  });

  it('shows a centred heading', async () => {
    await renderRoute('/Hobby');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(hobbiesPage.heading);
    expect(stitchesStyle(heading, 'text-align')).toBe('center');
  });

  it('lists every hobby, in order, each titled by an h2', async () => {
    await renderRoute('/Hobby');
    const titles = hobbies.map((hobby) => hobby.title);
    expect(entries().map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(titles);
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(titles);
  });

  it("gives each entry its description's paragraphs and links (same tab)", async () => {
    await renderRoute('/Hobby');
    entries().forEach((item, index) => {
      const paragraphs = parseRichText(hobbies[index].description);
      expect(Array.from(item.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual(
        paragraphs.map(paragraphText),
      );
      const links = within(item).queryAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        paragraphs.flat().flatMap((part) => (part.kind === 'link' ? [[part.text, part.href]] : [])),
      );
      for (const link of links) expect(link).not.toHaveAttribute('target');
    });
  });

  it("gives each entry's image an alt text equal to the entry's title", async () => {
    await renderRoute('/Hobby');
    for (const [index, item] of entries().entries()) {
      const image = within(item).getByRole('img');
      expect(image).toHaveAttribute('alt', hobbies[index].title);
      expect(image).toHaveAttribute('src', shownSrc(hobbies[index].image));
    }
  });

  it("gives each entry's image a column the hobby image height token (250px) high, which it fills, cropped", async () => {
    await renderRoute('/Hobby');
    for (const item of entries()) {
      const column = item.lastElementChild!;
      const image = within(item).getByRole('img');
      expect(column).toContainElement(image);
      expect(stitchesStyle(column, 'height')).toBe('var(--sizes-hobbyImage)');
      expect([stitchesStyle(image, 'width'), stitchesStyle(image, 'height')]).toEqual(['100%', '100%']);
      expect(stitchesStyle(image, 'object-fit')).toBe('cover');
    }
  });

  it("puts the text in 60% and the image's column in 40% of the width from the sm breakpoint up", async () => {
    await renderRoute('/Hobby');
    const sm = '(min-width: 37.5em)';
    for (const item of entries()) {
      const text = within(item).getByRole('heading', { level: 2 }).parentElement!;
      const column = item.lastElementChild!;
      // Text on the left, the image's column on the right.
      expect(item.firstElementChild).toBe(text);
      expect(column).toContainElement(within(item).getByRole('img'));
      expect(stitchesStyle(item, 'flex-direction', sm)).toBe('row');
      expect(stitchesStyle(text, 'flex', sm)).toBe('0 0 60%');
      expect(stitchesStyle(column, 'flex', sm)).toBe('0 0 40%');
      // Below the breakpoint they stack, each at full width.
      expect(stitchesStyle(item, 'flex-direction')).toBe('column');
      expect(stitchesStyle(text, 'flex')).toBeUndefined();
      expect(stitchesStyle(column, 'flex')).toBeUndefined();
    }
  });
});
