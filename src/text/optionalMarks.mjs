/**
 * Marks a language writes only sometimes: Arabic's harakat (fatha, damma, kasra, sukun, shadda,
 * tanwin, the dagger alif and the Quranic marks) and Hebrew's niqqud and cantillation. Ids and
 * addresses leave them out, so `مُدَوَّنَة` and `مدونة` make one id and an address typed either way
 * lands; marks that change a letter (hamza, madda) and every other script's marks stay.
 */
const optionalMarks =
  /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u0652\u0656-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/g;

/**
 * `text` without the marks its language may leave out.
 * @param {string} text
 * @returns {string}
 */
export function withoutOptionalMarks(text) {
  return text.replace(optionalMarks, '');
}
