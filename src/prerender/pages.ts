import { type SiteContent, siteContent } from '../content';
import { type PageMeta, type Project, projectPageMeta } from '../content/model';
import { isWithin } from '../content/paths';
import { pageFile } from '../http/urlPolicy.mjs';
import { addressesOf, projectRoute, type RouteEntry, routeTableFor } from '../routes/table';
import { localPath, prefixIn } from '../urls/languages';

export interface PrerenderedPage extends PageMeta {
  /** The page's address below the base path, with its language's prefix (`/pt-br/About`). */
  path: string;
  /** File written under `dist/`. */
  file: string;
  /** Path of the canonical URL (`/Home` shows the same page as `/`); null for a 404 document. */
  canonical: string | null;
  /** Set on a project's own page, which has its own link preview: the project's id (the same in every language). */
  projectId?: string;
  /** The page's language (a BCP 47 tag) where the site has more than one; the default language's otherwise. */
  language?: string;
  /** The same page in every language, this one's included (`hreflang`), where the site has more than one. */
  alternates?: { language: string; path: string }[];
  /**
   * Set where the page's language leaves its main content to the default language's words: it is
   * in no set of alternates and not in the sitemap.
   */
  untranslated?: true;
}

/** A page as the router shows it in one language. */
interface RouterPage extends PageMeta {
  path: string;
  canonical: string | null;
  projectId?: string;
  /** The router's path of the same page in another language: a project's page is at its id there. */
  pathIn: (language: string) => string;
  /** The parts of the content that are its main content (`about`, `projects.pokebase`). */
  mainContent: readonly string[];
}

/** The router's path of each page, with its words in `content`'s language and its canonical router path. */
function routerPages(content: SiteContent): RouterPage[] {
  const table = routeTableFor(content);
  const page = (
    path: string,
    meta: PageMeta,
    mainContent: readonly string[],
    canonical: string | null = path,
    project?: Project,
  ): RouterPage => ({
    path,
    mainContent,
    canonical,
    title: meta.title,
    description: meta.description,
    ...(project === undefined ? {} : { projectId: project.id }),
    pathIn: (language) => (project === undefined ? (canonical ?? path) : projectRoute.hrefIn(project, language)),
  });
  return [
    ...Object.values(table).flatMap((entry: RouteEntry) =>
      addressesOf(entry).map((path) => page(path, entry, entry.content, entry === table.notFound ? null : entry.path)),
    ),
    ...content.projects.map((project) => {
      const path = projectRoute.hrefIn(project, content.language);
      return page(path, projectPageMeta(project, content.owner.name), [`projects.${project.id}`], undefined, project);
    }),
  ];
}

/** Whether `content`'s language leaves out any of the words of `part` (`about`, `projects.pokebase`). */
const leavesOut = (content: SiteContent, part: string) =>
  content.untranslated.some((missing) => isWithin([missing], part) || missing.startsWith(`${part}.`));

/**
 * Every page to prerender in each language, `contents` by tag (the default language's first): the
 * default language's at today's addresses, each further language's under its prefix, a 404 document
 * in each. With more than one language, each page names its versions in all of them: a project's
 * page its page in each, at the project's id in that language.
 */
export function prerenderedPagesIn(contents: { language: string; content: SiteContent }[]): PrerenderedPage[] {
  const [{ language: defaultLanguage }] = contents;
  const prefixOf = (language: string) => prefixIn(language, defaultLanguage);
  const isMultilingual = contents.length > 1;
  return contents.flatMap(({ language, content }) =>
    routerPages(content).map(({ pathIn, mainContent, ...page }) => {
      const path = localPath(prefixOf(language), page.path);
      const canonical = page.canonical === null ? null : localPath(prefixOf(language), page.canonical);
      const inItsLanguage = (other: SiteContent) => !mainContent.some((part) => leavesOut(other, part));
      const alternates = contents
        .filter((other) => inItsLanguage(other.content))
        .map((other) => ({
          language: other.language,
          path: localPath(prefixOf(other.language), pathIn(other.language)),
        }));
      const untranslated = !inItsLanguage(content);
      return {
        ...page,
        path,
        file: pageFile(path),
        canonical,
        // A 404 document, and a page whose main content is another language's, is in no set of alternates.
        ...(isMultilingual && { language, alternates: canonical === null || untranslated ? [] : alternates }),
        ...(untranslated && { untranslated: true as const }),
      };
    }),
  );
}

/** The default language's pages: the whole site where it speaks one language. */
export const prerenderedPages: PrerenderedPage[] = prerenderedPagesIn([
  { language: siteContent.language, content: siteContent },
]);
