import { screen, within } from '@testing-library/react';
import { about, owner } from '../../src/content';
import { renderRoute } from '../support/renderRoute';

/** The biography paragraphs as shown: every <p> in main after the heading, minus the eyebrow. */
function biography(): HTMLParagraphElement[] {
  const main = screen.getByRole('main');
  const heading = within(main).getByRole('heading', { level: 1 });
  return Array.from(main.querySelectorAll('p')).filter(
    (paragraph) => heading.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

describe('About page', () => {
  it('shows the "About section" title and the "About Me" heading', async () => {
    await renderRoute('/About');
    const main = screen.getByRole('main');
    expect(within(main).getByText('About section')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^About Me$/);
    expect(about.eyebrow).toBe('About section');
    expect(about.heading).toBe('About Me');
  });

  it('shows exactly five biography paragraphs, in order', async () => {
    await renderRoute('/About');
    expect(about.paragraphs).toHaveLength(5);
    expect(biography().map((paragraph) => paragraph.textContent)).toEqual(about.paragraphs);
  });

  it('covers the university and degree, how the interest began, focus areas, Swift and daily action', async () => {
    await renderRoute('/About');
    const [university, beginnings, focus, learning, philosophy] = biography();
    expect(university).toHaveTextContent(owner.graduation.school);
    expect(university).toHaveTextContent(owner.graduation.degree);
    expect(beginnings).toHaveTextContent(/interest in computing began/i);
    for (const area of ['web development', 'machine learning', 'computer vision', 'databases']) {
      expect(focus).toHaveTextContent(new RegExp(area, 'i'));
    }
    expect(learning).toHaveTextContent(/mobile development/i);
    expect(learning).toHaveTextContent(/Swift/);
    expect(philosophy).toHaveTextContent(/daily action/i);
  });

  it('shows the waterfall photo with alt text', async () => {
    await renderRoute('/About');
    expect(about.photo.alt).toMatch(/waterfall/i);
    const photo = within(screen.getByRole('main')).getByRole('img', { name: about.photo.alt });
    expect(photo).toHaveAttribute('src', about.photo.src);
  });
});
