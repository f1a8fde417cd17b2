import { publicUrl } from '../urls/basePath';
import { publicAddressProblem } from '../urls/publicAddress';

// Two settings: absolute addresses use the public address alone, so a local build links to the published site.
export interface PublicSite {
  /** The public address, ending in `/`: `https://example.com/` or `https://you.github.io/portfolio/`. */
  address: string;
  /** `/` or `/repo-name/` (`BASE_PATH`): what the build's own links and file addresses start with. */
  basePath: string;
}

export function publicSite(address: string, basePath: string): PublicSite {
  const problem = publicAddressProblem(address);
  if (problem !== null) {
    throw new Error(
      `The site's public address (SITE_URL, else siteUrl in src/content/site.ts) ${JSON.stringify(address)} ${problem}; ` +
        `give one such as https://you.github.io/portfolio`,
    );
  }
  const url = new URL(address);
  return { address: `${url.origin}${url.pathname.replace(/\/*$/, '/')}`, basePath };
}

/** The absolute address of a page or file of the site, e.g. `/About` → `https://you.github.io/portfolio/About`. */
export function siteAddress(site: PublicSite, path: string): string {
  return publicUrl(path, site.address);
}
