/** @jest-environment node */
import { paragraphText, parseRichText, plainText, refusedLinks } from '../../src/text/richText';

const text = (value: string) => ({ kind: 'text', text: value }) as const;
const link = (value: string, href: string) => ({ kind: 'link', text: value, href }) as const;

describe('parseRichText', () => {
  it('reads text without markup as one paragraph of text', () => {
    expect(parseRichText('A chat bot for friends.')).toEqual([[text('A chat bot for friends.')]]);
  });

  it('starts a new paragraph at each blank line, however many, with or without spaces or \\r', () => {
    expect(parseRichText('One.\n\nTwo.\n \t\n\n\nThree.\r\n\r\nFour.')).toEqual([
      [text('One.')],
      [text('Two.')],
      [text('Three.')],
      [text('Four.')],
    ]);
  });

  it('reads a single line break and runs of white space as one space, and drops empty paragraphs', () => {
    expect(parseRichText('\n\n  First line\nsecond   line.  \n\n\n')).toEqual([[text('First line second line.')]]);
    expect(parseRichText(' \n\n ')).toEqual([]);
  });

  it('makes a Markdown link of [text](address), keeping the text around it', () => {
    expect(parseRichText('Read [the design notes](https://example.org/notes) first.')).toEqual([
      [text('Read '), link('the design notes', 'https://example.org/notes'), text(' first.')],
    ]);
  });

  it('takes http, https and mailto addresses, in any letter case', () => {
    expect(parseRichText('[a](http://example.org)[b](HTTPS://example.org/x?y=1#z)[c](mailto:me@example.org)')).toEqual([
      [link('a', 'http://example.org'), link('b', 'HTTPS://example.org/x?y=1#z'), link('c', 'mailto:me@example.org')],
    ]);
  });

  it('keeps balanced parentheses inside an address, as Wikipedia uses them', () => {
    expect(parseRichText('See [PageRank](https://en.wikipedia.org/wiki/Rank_(graph)).')).toEqual([
      [text('See '), link('PageRank', 'https://en.wikipedia.org/wiki/Rank_(graph)'), text('.')],
    ]);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['data:', '[click](data:text/html,<b>hi</b>)'],
    ['a relative path', '[click](/Projects)'],
    ['ftp:', '[files](ftp://example.org/files)'],
    ['an address without a host', '[nothing](https://)'],
    ['an empty mailto', '[mail](mailto:)'],
    ['an address with a space', '[x](https://example.org/a b)'],
    ['an unclosed address', '[x](https://example.org'],
  ])('leaves a link to %s as the text it is', (_, source) => {
    const paragraphs = parseRichText(source);
    expect(
      paragraphs.flat().filter((part) => part.kind === 'link' && !part.href.startsWith('https://example.org')),
    ).toEqual([]);
    expect(paragraphs.map(paragraphText).join('')).toBe(source);
  });

  it('makes a bare http(s) address a link whose text is the address', () => {
    expect(parseRichText('Code at https://github.com/me/repo and http://example.org')).toEqual([
      [
        text('Code at '),
        link('https://github.com/me/repo', 'https://github.com/me/repo'),
        text(' and '),
        link('http://example.org', 'http://example.org'),
      ],
    ]);
  });

  it("leaves the sentence's punctuation and brackets out of a bare address", () => {
    expect(parseRichText('See https://example.org/a. Or (https://example.org/b), "https://example.org/c"!')).toEqual([
      [
        text('See '),
        link('https://example.org/a', 'https://example.org/a'),
        text('. Or ('),
        link('https://example.org/b', 'https://example.org/b'),
        text('), "'),
        link('https://example.org/c', 'https://example.org/c'),
        text('"!'),
      ],
    ]);
    expect(parseRichText('https://en.wikipedia.org/wiki/Rank_(graph).')).toEqual([
      [link('https://en.wikipedia.org/wiki/Rank_(graph)', 'https://en.wikipedia.org/wiki/Rank_(graph)'), text('.')],
    ]);
  });

  it('links no bare address inside a word, without a host, or of another kind', () => {
    for (const source of ['xhttps://example.org', 'https:// example.org', 'mailto:me@example.org', 'www.example.org']) {
      expect(parseRichText(source)).toEqual([[text(source)]]);
    }
  });

  it("does not look for a bare address inside a Markdown link's text", () => {
    expect(parseRichText('[https://example.org](https://example.org/long)')).toEqual([
      [link('https://example.org', 'https://example.org/long')],
    ]);
  });

  it('keeps markup characters that make no link, and never reads HTML', () => {
    const source = 'Arrays [0] and (1), <b>bold</b> & [a] (b) [c]d(e)';
    expect(parseRichText(source)).toEqual([[text(source)]]);
  });

  it('does not let a link run across a paragraph break (its address then stands bare)', () => {
    expect(parseRichText('[one\n\ntwo](https://example.org)')).toEqual([
      [text('[one')],
      [text('two]('), link('https://example.org', 'https://example.org'), text(')')],
    ]);
  });
});

describe('plainText', () => {
  it('gives each link its text and joins paragraphs with a space', () => {
    expect(plainText('A template.\n\nIt has [a walk-through](https://example.org/w) and https://example.org/x.')).toBe(
      'A template. It has a walk-through and https://example.org/x.',
    );
  });

  it('is the text itself when there is no markup', () => {
    const source = 'The new version of my personal website: a faster, typed and accessible rebuild.';
    expect(plainText(source)).toBe(source);
  });
});

describe('refusedLinks', () => {
  it('names each Markdown link whose address the site does not follow, as written', () => {
    expect(
      refusedLinks('Fine [a](https://example.org). Not [b](javascript:void(0)) nor\n\n[c](ftp://example.org/x).'),
    ).toEqual(['[b](javascript:void(0)', '[c](ftp://example.org/x)']);
  });

  it('names none in text whose links are all followed, or that has none', () => {
    expect(refusedLinks('[a](https://example.org) and [b](mailto:me@example.org) and https://example.org')).toEqual([]);
    expect(refusedLinks('Arrays [0] and (1).')).toEqual([]);
  });
});
