import type { Translation } from './model';

/**
 * The site's further languages, each a BCP 47 tag (`pt-BR`, `ja`, `ar`) and its file beside site.ts,
 * whose `translation` gives every text in that language (README: "Add a language"). The default
 * language is site.ts's `language`, Arabic here; its pages keep their addresses, and each further
 * language's live under its tag in lower case (`/fr/About`, `/en/About`).
 */
export type Translations = Record<string, () => Promise<{ translation: Translation }>>;

export const translations: Translations = {
  fr: () => import('./site.fr'),
  en: () => import('./site.en'),
};
