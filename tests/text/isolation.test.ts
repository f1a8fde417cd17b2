/** @jest-environment node */
import { isolationDirection } from '../../src/text/isolation';

describe('the direction a value filled into a message is isolated in', () => {
  it.each([
    // A name with letters of the sentence's direction reads in it: the extension at the sentence's end.
    ['سيرة ليلى 2026.docx', 'ltr', 'ltr'],
    ['سيرة ليلى 2026.docx', 'rtl', 'rtl'],
    ['קורות חיים.pdf', 'ltr', 'ltr'],
    ['CV Laila Haddad 2026.pdf', 'ltr', 'ltr'],
    ['Ana Núñez CV.pdf', 'ltr', 'ltr'],
    ['履歴書 2026.pdf', 'ltr', 'ltr'],
    // A name without: its own, from its first letter.
    ['CV Laila Haddad 2026.pdf', 'rtl', 'auto'],
    ['2026 CV.pdf', 'rtl', 'auto'],
    ['سيرة', 'ltr', 'auto'],
    // Digits alone (a status code), Arabic-Indic ones too, have no letter: their own.
    ['404', 'rtl', 'auto'],
    ['٤٠٤', 'ltr', 'auto'],
  ] as const)('%s in a %s sentence: %s', (value, around, direction) => {
    expect(isolationDirection(value, around)).toBe(direction);
  });
});
