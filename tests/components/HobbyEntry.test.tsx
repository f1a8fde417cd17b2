import { render, screen, within } from '@testing-library/react';
import { HobbyEntry } from '../../src/components/HobbyEntry';
import { hobbies } from '../../src/content';
import type { Hobby } from '../../src/content/model';
import { WithContent } from '../support/withContent';

/** A hobby of the test's own: two paragraphs, a Markdown link, a mailto link and a bare address. */
const hobby: Hobby = {
  ...hobbies[0],
  title: 'Orienteering',
  description:
    'Maps, a compass and a forest.\n\nI run with [the city club](https://club.example.org/runs) and write to [its captain](mailto:captain@example.org); results at https://results.example.org/2025.',
};

describe('a hobby entry', () => {
  it('shows each paragraph of its description as a <p>, with its links in place, opening in the same tab', () => {
    render(<HobbyEntry hobby={hobby} isFirst={false} />, { wrapper: WithContent });
    const entry = screen.getByRole('article');
    expect(within(entry).getByRole('heading', { level: 2 }).textContent).toBe(hobby.title);
    expect(Array.from(entry.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual([
      'Maps, a compass and a forest.',
      'I run with the city club and write to its captain; results at https://results.example.org/2025.',
    ]);
    const links = within(entry).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['the city club', 'https://club.example.org/runs'],
      ['its captain', 'mailto:captain@example.org'],
      ['https://results.example.org/2025', 'https://results.example.org/2025'],
    ]);
    for (const link of links) {
      expect(link.closest('p')).toBe(entry.querySelectorAll('p')[1]);
      expect(link).not.toHaveAttribute('target');
    }
  });

  it("keeps the image named by the hobby's title", () => {
    render(<HobbyEntry hobby={hobby} isFirst={false} />, { wrapper: WithContent });
    expect(screen.getByRole('img')).toHaveAccessibleName(hobby.title);
  });
});
