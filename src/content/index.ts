import { siteContentOf } from './siteContentOf';
import * as site from './site';

/**
 * Everything the site says in its language, with the values derived from it (and which language
 * is the site's default, that every language's content carries). Components take it from
 * `useContent()` (src/hooks/useContent.ts), which the app's root provides, never from this module:
 * what a page says comes from the content it was rendered with. The app loads this module only for
 * a page in the default language (src/content/contentFor.ts).
 */
export const siteContent = siteContentOf(site);

// Its sections, with the template's words where site.ts leaves them out, for the build and the tests.
export const {
  layout,
  owner,
  home,
  resume,
  about,
  hobbiesPage,
  hobbies,
  projectsPage,
  projects,
  socialLinks,
  footer,
  siteUrl,
  language,
  pageMeta,
  notFound,
  errorPages,
} = siteContent;

export type SiteContent = typeof siteContent;
