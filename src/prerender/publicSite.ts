import { publicUrl } from '../urls/basePath';

/**
 * Where a build is published, and the path its files are served under: two separate settings.
 *
 * The rule for every absolute address (canonical link, `og:url`, preview images, sitemap, robots.txt,
 * JSON-LD): the public address as given (`SITE_URL`, else `siteUrl`), its origin and path, joined
 * with the page's path. The base path never enters it: a site published at
 * `https://you.github.io/portfolio` has `/About` at `https://you.github.io/portfolio/About`,
 * whether the build is for `/portfolio/` (GitHub Pages) or for `/` (`npm start` on localhost).
 */
export interface PublicSite {
  /** The public address, ending in `/`: `https://example.com/` or `https://you.github.io/portfolio/`. */
  address: string;
  /** `/` or `/repo-name/` (`BASE_PATH`): what the build's own links and file addresses start with. */
  basePath: string;
}

/**
 * The site as published at `address` (an absolute http(s) URL; its host is lower-cased, a default
 * port dropped and its path ends in one `/`), built for `basePath`.
 */
export function publicSite(address: string, basePath: string): PublicSite {
  const url = parsedUrl(address);
  if (!url || !/^https?:$/.test(url.protocol) || /[?#]/.test(address) || url.username || url.password) {
    throw new Error(
      `The site's public address (SITE_URL, else siteUrl in src/content/site.ts) must be an absolute http(s) URL ` +
        `without "?", "#" or a user name, e.g. https://you.github.io/portfolio; got ${JSON.stringify(address)}`,
    );
  }
  return { address: `${url.origin}${url.pathname.replace(/\/*$/, '/')}`, basePath };
}

function parsedUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** The absolute address of a page or file of the site, e.g. `/About` → `https://you.github.io/portfolio/About`. */
export function siteAddress(site: PublicSite, path: string): string {
  return publicUrl(path, site.address);
}

/** The public address as people read it, without scheme or final slash: `you.github.io/portfolio`. */
export function addressLabel(site: PublicSite): string {
  return site.address.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
