/**
 * The site can live at a domain's root (`/`) or under a sub-path such as `/repo-name/` (GitHub
 * Pages project sites). The build sets `process.env.BASE_PATH`, and nothing else decides it (the
 * site's public address, `siteUrl`/`SITE_URL`, only makes absolute addresses); everything that
 * writes a URL of the site's own files or pages goes through here.
 */

/** `repo-name`, `/repo-name`, `/repo-name/` → `/repo-name/`; unset or empty → `/`. */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** The base path this bundle was built for. */
export const basePath = normaliseBasePath(process.env.BASE_PATH);

/** The router's basename: the base path without its trailing slash (`/` stays `/`). */
export const routerBasename = basePath === '/' ? '/' : basePath.slice(0, -1);

/** URL of a file under `public/`, e.g. `/images/a.jpg` → `/repo-name/images/a.jpg`. */
export function publicUrl(path: string, base: string = basePath): string {
  return `${base}${path.replace(/^\/+/, '')}`;
}
