import type { NoticeChoice } from '../../machines/languageNoticeMachine';

const storageKey = 'language-notice';

/** What the visitor did with the language notice on an earlier page, if anything (storage may be off). */
export function rememberedChoice(): NoticeChoice | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'followed' || value === 'dismissed' ? value : null;
  } catch {
    return null;
  }
}

export function rememberChoice(choice: NoticeChoice): void {
  try {
    window.localStorage.setItem(storageKey, choice);
  } catch {
    // Storage is off: the notice is offered again on the next page.
  }
}
