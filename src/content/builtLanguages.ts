/** What the build works out about each of the site's languages (rsbuild.config.ts, `languageFactsOf`). */
export interface LanguageFacts {
  direction: 'ltr' | 'rtl';
  /** Its name in its own words, as the language switcher shows it among the site's languages. */
  name: string;
}

/**
 * Each of the site's languages' facts by tag, written into the app by the build: a browser loads its
 * locale data on the first `Intl.Locale#maximize` or `Intl.DisplayNames`, which took 40–90 ms on a
 * phone's CPU in the middle of hydrating the page. Empty in development and the tests, where
 * model.ts asks Intl.
 */
export const builtLanguages = JSON.parse(process.env.LANGUAGE_FACTS || '{}') as Record<string, LanguageFacts>;
