/** Every route of the site, shared by the router, the navigation and the content. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/Home', getHref: () => '/Home' },
  about: { path: '/About', getHref: () => '/About' },
  hobby: { path: '/Hobby', getHref: () => '/Hobby' },
  projects: { path: '/Projects', getHref: () => '/Projects' },
} as const;

/** A project's own address: the Projects page with that project's popup open. */
export const projectPath = {
  path: '/Projects/:projectId',
  getHref: (projectId: string) => `${paths.projects.getHref()}/${projectId}`,
} as const;

/** Every page's own (canonical) path, but the projects' (those follow from the content). */
export const pagePaths: readonly string[] = Object.values(paths).map((page) => page.path);

/** Paths that show the home page. */
export const homePaths: readonly string[] = [paths.root.path, paths.home.path];

/** Routes match case-insensitively and without trailing slashes, like the router. */
const normalise = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * The page an address shows, for telling a new page from a popup opening on the same one: a
 * project's address is the Projects page.
 */
export function pageOf(pathname: string): string {
  const normalised = normalise(pathname);
  const projects = normalise(paths.projects.path);
  return normalised.startsWith(`${projects}/`) ? projects : normalised;
}

/**
 * True when `pathname` shows the page at `path` (a project's address shows the Projects page);
 * routes match case-insensitively, like the router.
 */
export function isCurrentPath(pathname: string, path: string): boolean {
  const page = pageOf(pathname);
  const targets = homePaths.includes(path) ? homePaths : [path];
  return targets.some((target) => normalise(target) === page);
}
