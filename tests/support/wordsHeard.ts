/**
 * Each text, text alternative and accessible name under `root` that `isWords` picks, with the language
 * a screen reader reads it in (its nearest `lang`, else `pageLanguage`): for the tests of what words a
 * page marks as another language's.
 */
export function wordsHeard(
  root: Element,
  isWords: (text: string) => boolean,
  pageLanguage: string,
): { text: string; lang: string }[] {
  const languageOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') ?? pageLanguage;
  const found: { text: string; lang: string }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const isHeard = node.parentElement?.closest('[aria-hidden="true"]') == null;
    if (text !== '' && isHeard && isWords(text)) found.push({ text, lang: languageOf(node.parentElement) });
  }
  for (const element of root.querySelectorAll('[alt], [aria-label], [title]')) {
    for (const name of ['alt', 'aria-label', 'title']) {
      const text = element.getAttribute(name)?.trim() ?? '';
      if (text !== '' && isWords(text)) found.push({ text: `${name}="${text}"`, lang: languageOf(element) });
    }
  }
  return found;
}
