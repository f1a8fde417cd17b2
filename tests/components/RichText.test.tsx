import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RichText } from '../../src/components/ui/RichText';
import { styled } from '../../tokens/stitches.config';

const Muted = styled('p', { color: '$textMuted' });

describe('RichText', () => {
  it('renders each paragraph as the element it is given, the lead inside the first', () => {
    const { container } = render(
      <RichText text={'One.\n\nTwo [link](https://example.org).'} paragraph={Muted} lead={<strong>Label:</strong>} />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(Array.from(paragraphs, (paragraph) => paragraph.innerHTML)).toEqual([
      '<strong>Label:</strong>One.',
      expect.stringMatching(/^Two <a href="https:\/\/example.org" class="[^"]+">link<\/a>\.$/),
    ]);
    expect(container.children).toHaveLength(2);
    for (const paragraph of paragraphs) expect(paragraph.className).toBe(paragraphs[0].className);
  });

  it('prerenders text as text: markup in it is escaped, never read', () => {
    const html = renderToString(<RichText text={'<script>alert(1)</script> & [x](javascript:alert(1))'} />);
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; [x](javascript:alert(1))</p>');
  });

  it('renders nothing for text without words', () => {
    const { container } = render(<RichText text={'  \n\n  '} />);
    expect(container).toBeEmptyDOMElement();
  });
});
