/** Types of staticHostFiles.mjs, for the TypeScript build code that writes the files. */
export interface SitePage {
  /** `/` for index.html, `/About` for About.html; absent for 404.html. */
  route?: string;
  file: string;
  html: string;
}

export interface StaticSite {
  /** `/` or `/repo-name/`. */
  basePath: string;
  pages: SitePage[];
}

export function staticHostFiles(site: StaticSite): { _redirects: string; _headers: string };
export function redirectsFile(site: StaticSite): string;
export function headersFile(site: StaticSite): string;
