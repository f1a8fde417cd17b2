import { siteContentOf } from './model';
import * as site from './site';

// `site.ts` plus the values derived from it (a name exported here overrides `export *`'s); plain data only.
export * from './site';

/**
 * Everything the site says in its language, with the values derived from it (and which language
 * is the site's default, that every language's content carries). Components take it from
 * `useContent()` (src/hooks/useContent.ts), which the app's root provides, never from this module:
 * what a page says comes from the content it was rendered with. The app loads this module only for
 * a page in the default language (src/content/contentFor.ts).
 */
export const siteContent = siteContentOf(site);

export const { projects, resume } = siteContent;

export type SiteContent = typeof siteContent;
