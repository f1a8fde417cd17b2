/** @jest-environment node */
import { fillIn } from '../../src/text/fillIn';

describe('fillIn', () => {
  it('replaces each placeholder it has a value for, every time it appears', () => {
    expect(fillIn('© {year} Jamie, {year}', { year: 2031 })).toBe('© 2031 Jamie, 2031');
    expect(fillIn("Couldn't download {file}: {reason}.", { file: 'cv.pdf', reason: 'offline' })).toBe(
      "Couldn't download cv.pdf: offline.",
    );
  });

  it('leaves other braces and unknown placeholders as they are', () => {
    expect(fillIn('{title} {unknown} {} { title }', { title: 'Pokebase' })).toBe('Pokebase {unknown} {} { title }');
  });

  it('puts values in as they are, never reading placeholders inside them', () => {
    expect(fillIn('{a} {b}', { a: '{b}', b: '$&' })).toBe('{b} $&');
  });

  it('takes no placeholder from the object prototype', () => {
    expect(fillIn('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });
});
