/**
 * Letters of the scripts written from right to left, by their blocks: Hebrew to Arabic Extended-A,
 * their presentation forms, and the historic ones.
 */
const rightToLeftBlocks = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

const letters = (text: string) => [...text].filter((char) => /\p{L}/u.test(char));

/**
 * The direction a value filled into a message (a file name, a number, a reason) is isolated in, so it
 * stays one piece in its own order. Where it has letters of the message's direction, that direction:
 * `سيرة ليلى 2026.docx` in a French sentence reads as the file it is, `.docx` at its end, not
 * `docx.2026 سيرة ليلى` as its first letter would set it; in an Arabic sentence it reads right to left.
 * Otherwise its own, from its first letter (`auto`): `2026 CV.pdf` in an Arabic sentence stays as typed.
 */
export function isolationDirection(value: string, around: 'ltr' | 'rtl'): 'ltr' | 'rtl' | 'auto' {
  const ofAround = letters(value).some((letter) => rightToLeftBlocks.test(letter) === (around === 'rtl'));
  return ofAround ? around : 'auto';
}
