import { screen, within } from '@testing-library/react';
import { about } from '../../src/content';
import { paragraphText, parseRichText } from '../../src/text/richText';
import { renderRoute } from '../support/renderRoute';
import { shownSrc } from '../support/shownImage';

/** The biography paragraphs as shown: every <p> in main after the heading. */
function biography(): HTMLParagraphElement[] {
  const main = screen.getByRole('main');
  const heading = within(main).getByRole('heading', { level: 1 });
  return Array.from(main.querySelectorAll('p')).filter(
    (paragraph) => heading.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

/** The paragraphs the content's `about.paragraphs` make: each entry may hold several, and links. */
const paragraphs = about.paragraphs.flatMap((entry) => parseRichText(entry));

describe('About page', () => {
  it('shows the eyebrow above the heading', async () => {
    await renderRoute('/About');
    const main = screen.getByRole('main');
    const eyebrow = within(main).getByText(about.eyebrow);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(about.heading);
    expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the biography paragraphs, in order', async () => {
    await renderRoute('/About');
    expect(biography().map((paragraph) => paragraph.textContent)).toEqual(paragraphs.map(paragraphText));
  });

  it("shows each paragraph's links, opening in the same tab", async () => {
    await renderRoute('/About');
    const shown = biography().flatMap((paragraph) => within(paragraph).queryAllByRole('link'));
    const links = paragraphs.flat().filter((part) => part.kind === 'link');
    expect(shown.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      links.map((link) => [link.text, link.href]),
    );
    for (const link of shown) expect(link).not.toHaveAttribute('target');
  });

  it('shows the photo with its alt text', async () => {
    await renderRoute('/About');
    const photo = within(screen.getByRole('main')).getByRole('img', { name: about.photo.alt });
    expect(photo).toHaveAttribute('src', shownSrc(about.photo.src));
  });
});
