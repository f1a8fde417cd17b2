/** @jest-environment node */
import fc from 'fast-check';
import { paragraphText, parseRichText, plainText, refusedLinks } from '../../src/text/richText';
import { anyText, runs, shownText } from './settings';

/** How the parser reads a paragraph's text: runs of white space as one space, trimmed. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text with no link in it and no blank line (which would start a new paragraph). */
const plain = anyText().filter((text) => !/[[\]]|https?:\/\/|\n\s*\n/i.test(text));

/**
 * An address the parser follows, with characters an address may carry. It ends in a letter or digit
 * (a trailing "." or "_" ends the sentence, as GitHub's autolinks read it) and has no parenthesis
 * (one left open in a Markdown link's address would run on, as CommonMark reads it).
 */
const address = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://'),
    fc.domain(),
    fc.array(
      fc.webSegment().filter((part) => /[A-Za-z0-9]$/.test(part) && !/[()]/.test(part)),
      { maxLength: 3 },
    ),
  )
  .map(([scheme, host, parts]) => `${scheme}${host}${parts.map((part) => `/${part}`).join('')}`);

const link = fc.record({
  label: shownText().filter((text) => !/[[\]]|https?:\/\/|\n\s*\n/i.test(text)),
  href: fc.oneof(
    address,
    fc.emailAddress().map((email) => `mailto:${email}`),
  ),
});

describe('rich text', () => {
  it('never throws, and links only to http(s) and mailto addresses, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(anyText({ maxLength: 200 }), fc.string({ maxLength: 200 })), (source) => {
        const paragraphs = parseRichText(source);
        for (const part of paragraphs.flat()) {
          if (part.kind === 'link') expect(part.href).toMatch(/^(?:https?:\/\/|mailto:)/i);
        }
        expect(typeof plainText(source)).toBe('string');
        expect(Array.isArray(refusedLinks(source))).toBe(true);
      }),
      runs,
    );
  });

  it('gives plain text back as written, paragraph by paragraph (white space collapsed)', () => {
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 6 }), (paragraphs) => {
        const written = paragraphs.filter((paragraph) => collapsed(paragraph) !== '');
        expect(parseRichText(paragraphs.join('\n\n')).map(paragraphText)).toEqual(written.map(collapsed));
        expect(plainText(paragraphs.join('\n\n'))).toBe(written.map(collapsed).join(' '));
      }),
      runs,
    );
  });

  it('finds every link of a paragraph, however many and whatever text surrounds them', () => {
    fc.assert(
      fc.property(plain, fc.array(fc.tuple(link, plain), { minLength: 1, maxLength: 5 }), (first, rest) => {
        const source = first + rest.map(([{ label, href }, after]) => `[${label}](${href})${after}`).join('');
        const [paragraph, ...others] = parseRichText(source);
        expect(others).toEqual([]);
        expect(paragraph.filter((part) => part.kind === 'link')).toEqual(
          rest.map(([{ label, href }]) => ({ kind: 'link', text: collapsed(label), href })),
        );
        expect(refusedLinks(source)).toEqual([]);
      }),
      runs,
    );
  });

  it('finds a bare address between spaces, in text of any script', () => {
    fc.assert(
      fc.property(plain, address, plain, (before, href, after) => {
        const source = `${before} ${href} ${after}`;
        const links = parseRichText(source)
          .flat()
          .filter((part) => part.kind === 'link');
        expect(links).toEqual([{ kind: 'link', text: href, href }]);
      }),
      runs,
    );
  });
});
