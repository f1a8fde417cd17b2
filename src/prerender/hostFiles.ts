// `_redirects` and `_headers` for Cloudflare Pages and Netlify: src/http's policies in the hosts' syntax
// (developers.cloudflare.com/pages/configuration/{redirects,headers}, docs.netlify.com/routing/{redirects,headers}).
// No catch-all rule: unknown paths get the hosts' own 404. Both hosts apply every matching header rule.
import { cacheControl, hashedFilesPrefix } from '../http/cachePolicy.mjs';
import { inlineHashes, securityHeaders } from '../http/securityHeaders.mjs';
import { likelyPageForms, notFoundDocument, pageFile } from '../http/urlPolicy.mjs';

export interface StaticSite {
  /** `/` or a sub-path such as `/repo-name/`. */
  basePath: string;
  /** Canonical page paths (`/`, `/About`, …). */
  pages: string[];
  /** The HTML of every document, including `404.html`, by file name. */
  documents: Record<string, string>;
  /** Every file of the build below the base path (`/index.html.br`, …). */
  files: string[];
}

interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301;
}

export interface HeaderRule {
  /** A path or pattern (`*` matches the rest of the path). */
  path: string;
  headers: Record<string, string>;
}

/** Cloudflare Pages' limits (Netlify's are higher): a rule past them is dropped silently. */
const hostLimits = {
  staticRedirects: 2000,
  redirectLineLength: 1000,
  headerRules: 100,
  headerLineLength: 2000,
};

/** A path no build has: the hosts answer it with their 404. */
const missingPath = `${notFoundDocument.path}/not-found`;

function checkSite({ basePath, pages }: StaticSite): void {
  if (!/^\/(?:[^/\s*:]+\/)*$/.test(basePath)) {
    throw new Error(
      `basePath must be "/" or a path that starts and ends with "/", e.g. "/repo-name/"; got ${JSON.stringify(basePath)}`,
    );
  }
  const seen = new Set<string>();
  for (const page of pages) {
    if (!/^\/(?:[^/\s*:]+(?:\/[^/\s*:]+)*)?$/.test(page)) {
      throw new Error(`A page path has no trailing slash, * or :, e.g. "/About"; got ${JSON.stringify(page)}`);
    }
    if (`${page}/`.toLowerCase().startsWith(hashedFilesPrefix)) {
      throw new Error(`${page}: pages under ${hashedFilesPrefix} would get the hashed files' immutable caching`);
    }
    if (seen.has(page.toLowerCase())) throw new Error(`Two pages answer ${page} in some casing`);
    seen.add(page.toLowerCase());
  }
}

/** `/About` → `/repo-name/About`; `/` → `/repo-name/`. */
const under = (basePath: string, path: string) => `${basePath}${path.replace(/^\//, '')}`;

function redirectRules(site: StaticSite): RedirectRule[] {
  checkSite(site);
  const base: RedirectRule[] =
    site.basePath === '/' ? [] : [{ from: site.basePath.slice(0, -1), to: site.basePath, status: 301 }];
  const pageForms = site.pages
    .filter((page) => page !== '/')
    .flatMap((page) =>
      likelyPageForms(page).map((form): RedirectRule => ({
        from: under(site.basePath, form),
        to: under(site.basePath, page),
        status: 301,
      })),
    );
  const neverServed = [notFoundDocument.path, ...site.files.filter((file) => /\.(br|gz)$/.test(file))];
  const hidden = neverServed.map((path): RedirectRule => ({
    from: under(site.basePath, path),
    to: under(site.basePath, missingPath),
    status: 200,
  }));
  return [...base, ...pageForms, ...hidden];
}

export function headerRules(site: StaticSite): HeaderRule[] {
  checkSite(site);
  const blocks = Object.values(site.documents).map(inlineHashes);
  const union = (kind: 'styles' | 'scripts') => [...new Set(blocks.flatMap((hashes) => hashes[kind]))];
  const documentPaths = [
    ...new Set([
      ...site.pages.flatMap((page) => [under(site.basePath, page), under(site.basePath, `/${pageFile(page)}`)]),
      under(site.basePath, `/${notFoundDocument.file}`),
    ]),
  ];
  return [
    {
      path: under(site.basePath, '/*'),
      headers: securityHeaders({ styles: union('styles'), scripts: union('scripts') }),
    },
    { path: under(site.basePath, `${hashedFilesPrefix}*`), headers: { 'Cache-Control': cacheControl.immutable } },
    ...documentPaths.map((path) => ({ path, headers: { 'Cache-Control': cacheControl.revalidate } })),
  ];
}

function redirectsFile(site: StaticSite): string {
  const rules = redirectRules(site);
  if (rules.length > hostLimits.staticRedirects) {
    throw new Error(`${rules.length} redirects: Cloudflare Pages reads at most ${hostLimits.staticRedirects}`);
  }
  const lines = rules.map(({ from, to, status }) => `${from} ${to} ${status}`);
  const tooLong = lines.find((line) => line.length > hostLimits.redirectLineLength);
  if (tooLong) throw new Error(`Redirect longer than ${hostLimits.redirectLineLength} characters: ${tooLong}`);
  return [
    '# Cloudflare Pages and Netlify. Written by the build (src/prerender/hostFiles.ts) from the URL policy.',
    '# Other forms of page paths → the page (301); paths never served → a missing path (the host answers 404).',
    '# Unknown paths get 404.html with status 404 from the host: there is no catch-all rule on purpose.',
    ...lines,
    '',
  ].join('\n');
}

function headersFile(site: StaticSite): string {
  const rules = headerRules(site);
  if (rules.length > hostLimits.headerRules) {
    throw new Error(`${rules.length} header rules: Cloudflare Pages reads at most ${hostLimits.headerRules}`);
  }
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const tooLong = blocks
    .flatMap((block) => block.split('\n'))
    .find((line) => line.length > hostLimits.headerLineLength);
  if (tooLong) {
    throw new Error(`Header line longer than ${hostLimits.headerLineLength} characters: ${tooLong.slice(0, 80)}…`);
  }
  return [
    '# Cloudflare Pages and Netlify. Written by the build (src/prerender/hostFiles.ts).',
    '# Both hosts apply every rule that matches a path, so each header is set by one rule only.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

/** Both files, by name, for the root of the build. */
export function hostFiles(site: StaticSite): { _redirects: string; _headers: string } {
  return { _redirects: redirectsFile(site), _headers: headersFile(site) };
}
