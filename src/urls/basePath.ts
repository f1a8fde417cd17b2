// The site lives at `/` or under a sub-path (`BASE_PATH`, e.g. `/repo-name/`): its own URLs go through here.

/** `repo-name`, `/repo-name`, `/repo-name/` → `/repo-name/`; unset or empty → `/`. */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

export const basePath = normaliseBasePath(process.env.BASE_PATH);

/** The router's basename: the base path without its trailing slash (`/` stays `/`). */
export const routerBasename = basePath === '/' ? '/' : basePath.slice(0, -1);

/** The router's basename for the pages of a language (`prefix` `/pt-br`, or `''` for the default language's). */
export function languageBasename(prefix: string, base: string = routerBasename): string {
  if (prefix === '') return base;
  return base === '/' ? prefix : `${base}${prefix}`;
}

/** URL of a file under `public/`, e.g. `/images/a.jpg` → `/repo-name/images/a.jpg`. */
export function publicUrl(path: string, base: string = basePath): string {
  return `${base}${path.replace(/^\/+/, '')}`;
}

/**
 * The address of a file under `public/` as a page writes it and a browser requests it: each part of
 * its path percent-encoded (`/files/Ana Núñez CV.pdf` → `/files/Ana%20N%C3%BA%C3%B1ez%20CV.pdf`), so
 * no character in a file's name (a space, `%`, a backslash, any letter) changes which file it names.
 */
export function fileAddress(path: string, base: string = basePath): string {
  return publicUrl(path.split('/').map(encodeURIComponent).join('/'), base);
}

/** A pathname's router path (`/repo-name/About` → `/About`), or undefined outside the base path. */
export function routerPath(pathname: string): string | undefined {
  if (pathname === routerBasename) return '/';
  return pathname.startsWith(basePath) ? `/${pathname.slice(basePath.length)}` : undefined;
}
