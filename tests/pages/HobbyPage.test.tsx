import { screen, waitFor, within } from '@testing-library/react';
import { hobbies, home, owner } from '../../src/content';
import { renderRoute } from '../support/renderRoute';
import { stitchesStyle } from '../support/stitchesStyle';

const hobbyTitles = ['Gaming/Pokemon Hunting!', 'Fitness', 'Studying Languages', 'Cooking'];

/** Each hobby entry: the <article> that holds one h2. */
function entries(): HTMLElement[] {
  return within(screen.getByRole('main'))
    .getAllByRole('article')
    .filter((article) => within(article).queryByRole('heading', { level: 2 }) !== null);
}

describe('Hobbies page', () => {
  it('titles the tab "Hobbies Section" while shown and resets it to the owner name on leaving', async () => {
    const { user } = await renderRoute('/Hobby');
    await waitFor(() => expect(document.title).toBe('Hobbies Section'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1, name: home.greeting });
    await waitFor(() => expect(document.title).toBe(owner.name));
  });

  it('shows a centred "Hobbies" heading', async () => {
    await renderRoute('/Hobby');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Hobbies$/);
    expect(stitchesStyle(heading, 'text-align')).toBe('center');
  });

  it('lists exactly four entries, titled as the spec says, each as an h2', async () => {
    await renderRoute('/Hobby');
    const items = entries();
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(hobbyTitles);
    expect(hobbies.map((hobby) => hobby.title)).toEqual(hobbyTitles);
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(hobbyTitles);
  });

  it('gives each entry its description', async () => {
    await renderRoute('/Hobby');
    entries().forEach((item, index) => expect(item).toHaveTextContent(hobbies[index].description));
  });

  it('states the shiny-hunt progress and odds in the gaming entry', async () => {
    await renderRoute('/Hobby');
    const gaming = entries().find((item) => within(item).queryByRole('heading', { name: hobbyTitles[0] }))!;
    for (const fact of ['995 of 1,010', 'April 2025', '1/4096', '1/8192']) {
      expect(gaming).toHaveTextContent(fact);
    }
  });

  it("gives each entry's image an alt text equal to the entry's title", async () => {
    await renderRoute('/Hobby');
    for (const [index, item] of entries().entries()) {
      const image = within(item).getByRole('img');
      expect(image).toHaveAttribute('alt', hobbyTitles[index]);
      expect(image).toHaveAttribute('src', hobbies[index].image);
    }
  });

  it("gives each entry's image the hobby image height token (250px)", async () => {
    await renderRoute('/Hobby');
    for (const item of entries()) {
      expect(stitchesStyle(within(item).getByRole('img'), 'height')).toBe('var(--sizes-hobbyImage)');
    }
  });

  it('puts the text in 60% and the image in 40% of the width from the sm breakpoint up', async () => {
    await renderRoute('/Hobby');
    const sm = '(min-width: 37.5em)';
    for (const item of entries()) {
      const text = within(item).getByRole('heading', { level: 2 }).parentElement!;
      const image = within(item).getByRole('img');
      // Text on the left, image on the right.
      expect(item.firstElementChild).toBe(text);
      expect(item.lastElementChild).toBe(image);
      expect(stitchesStyle(item, 'flex-direction', sm)).toBe('row');
      expect(stitchesStyle(text, 'flex', sm)).toBe('0 0 60%');
      expect(stitchesStyle(image, 'flex', sm)).toBe('0 0 40%');
      // Below the breakpoint they stack, each at full width.
      expect(stitchesStyle(item, 'flex-direction')).toBe('column');
      expect(stitchesStyle(text, 'flex')).toBeUndefined();
    }
  });
});
