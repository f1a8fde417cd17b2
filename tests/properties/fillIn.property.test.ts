/** @jest-environment node */
import fc from 'fast-check';
import { fillIn } from '../../src/text/fillIn';
import { escapeMarkup } from '../../src/text/escapeMarkup';
import { JSDOM } from 'jsdom';
import { anyText, runs } from './settings';

/** Text with no `{` (so no placeholder of its own). */
const literal = anyText().filter((text) => !text.includes('{'));
const name = fc.oneof(fc.stringMatching(/^\w{1,8}$/), fc.constantFrom('year', 'constructor', '__proto__', 'toString'));

describe('fillIn', () => {
  it('puts each value in its placeholder as it is, once, and leaves other placeholders as typed', () => {
    fc.assert(
      fc.property(
        literal,
        fc.array(fc.tuple(name, fc.boolean(), literal), { maxLength: 5 }),
        fc.dictionary(name, anyText()),
        (first, pieces, given) => {
          const values = Object.fromEntries(Object.entries(given));
          const template = first + pieces.map(([key, , after]) => `{${key}}${after}`).join('');
          const expected =
            first +
            pieces.map(([key, , after]) => (Object.hasOwn(values, key) ? values[key] : `{${key}}`) + after).join('');
          // A value holding `{name}` or `$&` is not filled in again.
          expect(fillIn(template, values)).toBe(expected);
        },
      ),
      runs,
    );
  });

  it('never throws and changes nothing without braces', () => {
    fc.assert(
      fc.property(literal, fc.dictionary(name, anyText()), (text, values) => {
        expect(fillIn(text, values)).toBe(text);
      }),
      runs,
    );
  });
});

describe('escapeMarkup', () => {
  // One window's parser for every run: a new JSDOM per run would make the runs slow.
  const { DOMParser } = new JSDOM().window;

  // An HTML parser folds "\r" into "\n" and drops or replaces NUL before reading any markup.
  const text = anyText({ maxLength: 80 }).filter((value) => !/[\0\r]/.test(value));

  it('lets an HTML parser read any text back intact, as an attribute and as content', () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeMarkup(value);
        const document = new DOMParser().parseFromString(
          `<!doctype html><p title="${escaped}">${escaped}</p><i></i>`,
          'text/html',
        );
        const paragraph = document.querySelector('p')!;
        expect(paragraph.getAttribute('title')).toBe(value);
        expect(paragraph.textContent).toBe(value);
        expect(paragraph.children).toHaveLength(0);
        expect(document.body.children).toHaveLength(2);
      }),
      runs,
    );
  });

  it('lets an XML parser read any XML character back intact', () => {
    // XML 1.0 has no way to write the other control characters, escaped or not.
    const xmlText = text.filter(
      (value) =>
        ![...value].some((character) => /[\p{Cc}\ufffe\uffff]/u.test(character) && !'\t\n'.includes(character)),
    );
    fc.assert(
      fc.property(xmlText, (value) => {
        const escaped = escapeMarkup(value);
        const xml = new DOMParser().parseFromString(`<a b="${escaped}">${escaped}</a>`, 'application/xml');
        expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
        // XML folds white space in attributes: tabs and new lines read as spaces.
        expect(xml.documentElement.getAttribute('b')).toBe(value.replace(/[\t\n]/g, ' '));
        expect(xml.documentElement.textContent).toBe(value);
      }),
      runs,
    );
  });
});
