/** Every route of the site, shared by the router, the navigation and the content. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/Home', getHref: () => '/Home' },
  about: { path: '/About', getHref: () => '/About' },
  hobby: { path: '/Hobby', getHref: () => '/Hobby' },
  projects: { path: '/Projects', getHref: () => '/Projects' },
} as const;

/** Every page's own (canonical) path. */
export const pagePaths: readonly string[] = Object.values(paths).map((page) => page.path);

/** Paths that show the home page. */
export const homePaths: readonly string[] = [paths.root.path, paths.home.path];

/** True when `pathname` shows the page at `path`; routes match case-insensitively, like the router. */
export function isCurrentPath(pathname: string, path: string): boolean {
  const normalise = (value: string) => value.replace(/\/+$/, '').toLowerCase() || '/';
  const current = normalise(pathname);
  const targets = homePaths.includes(path) ? homePaths : [path];
  return targets.some((target) => normalise(target) === current);
}
