import type { SiteContent } from '../content';

/**
 * Each language's offer of the page in it, in its own words, by tag: written into the app by the
 * build (rsbuild.config.ts), so that making the offer fetches nothing, Data Saver or not. Empty in
 * development and the tests, where the offer reads the language's content.
 */
export const languageNotices = JSON.parse(process.env.LANGUAGE_NOTICES || '{}') as Record<
  string,
  SiteContent['layout']['languageNotice']
>;
