import { publicUrl } from '../urls/basePath';

/** Where a build is published: its origin and the path the site lives under. */
export interface PublicSite {
  /** `https://example.com` (no path). */
  origin: string;
  /** `/` or `/repo-name/`. */
  basePath: string;
}

/** The absolute address of a page or file of the site, e.g. `/About` → `https://example.com/repo-name/About`. */
export function siteAddress(site: PublicSite, path: string): string {
  return `${site.origin}${publicUrl(path, site.basePath)}`;
}
