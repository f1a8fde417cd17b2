// `_redirects` and `_headers` for static hosts that read them (Cloudflare Pages, Netlify): the URL
// policy, cache policy and security headers of src/http, in the hosts' own syntax.
//
// What the hosts do on their own, so nothing here does it:
// - Unknown paths: both answer with `404.html` and status 404. There is deliberately no catch-all
//   rule (`/* /index.html 200`): it would answer every typo with the home page and 200.
// - `/About` is served from `About.html`; Cloudflare redirects `/About.html`, `/index.html`, `/index`
//   and encoded forms such as `/About%2F` to the clean path with 308, and serves `//About` as
//   `/About` (the client router then shows the address the policy names).
// - Query strings are carried over to a redirect's target.
//
// Redirect rules match the path exactly and case-sensitively on both hosts and cannot lower-case a
// path, so only the likely forms of each page path are listed (urlPolicy.likelyPageForms); other
// mixings (`/aBoUt`) get the 404 page with status 404, and the client router keeps showing it.
//
// Paths the policy never serves, yet the hosts would (`/404`, served from `404.html` with 200, and
// the precompressed copies the Node server negotiates), are rewritten (status 200) to a path that
// does not exist, so the host answers them with its 404. A rewrite never loops, and on Netlify an
// unforced rule is shadowed by a file at its path, so there these paths keep the host's answer.
//
// Rules are not "forced" (`301!`): Cloudflare does not accept that and would drop the line.
//
// Headers: both hosts apply EVERY rule whose path matches, and a header set by two matching rules
// is sent twice (Netlify) or joined with a comma (Cloudflare): two policies joined by a comma are two
// policies, and `no-cache, public, max-age=…` contradicts itself. So each header is set by exactly one
// of the rules that can match a path:
// - `/*`: the security headers, with one Content-Security-Policy allowing the union of every page's
//   inline blocks by hash (the 404 page answers any unknown path, which no rule can list).
// - `/static/*` (hashed names): the immutable Cache-Control, nothing else.
// - Each page's paths and file: `no-cache`. Every other answer keeps the host's default,
//   `public, max-age=0, must-revalidate`, which a browser treats the same way.
//
// Sources: developers.cloudflare.com/pages/configuration/{redirects,headers,serving-pages} and the
// rules engine in cloudflare/workers-sdk (packages/workers-shared); docs.netlify.com/routing/redirects
// and docs.netlify.com/routing/headers.
import { cacheControl, hashedFilesPrefix } from '../http/cachePolicy.mjs';
import { inlineHashes, securityHeaders } from '../http/securityHeaders.mjs';
import { likelyPageForms, notFoundDocument, pageFile } from '../http/urlPolicy.mjs';

export interface StaticSite {
  /** `/` or a sub-path such as `/repo-name/` (starts and ends with `/`). */
  basePath: string;
  /** Canonical page paths (`/`, `/About`, …), each prerendered to its `pageFile`. */
  pages: string[];
  /** The HTML of every document, including `404.html`, by file name, for the hashes of its inline blocks. */
  documents: Record<string, string>;
  /** Every file of the build below the base path (`/index.html.br`, …), to find those never served. */
  files: string[];
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301;
}

export interface HeaderRule {
  /** A path or pattern (`*` matches the rest of the path). */
  path: string;
  headers: Record<string, string>;
}

/** Cloudflare Pages' limits; Netlify's are higher. A rule past them would be dropped silently. */
export const hostLimits = {
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

/**
 * The likely other forms of each page path → the page (301); the base path without its slash → the
 * site; paths never served → a missing path (200 rewrite, so the host answers 404).
 */
export function redirectRules(site: StaticSite): RedirectRule[] {
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

/** The header rules, each header set by exactly one of the rules that match any path. */
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

export function redirectsFile(site: StaticSite): string {
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

/** A path line, then its headers indented by two spaces. */
export function headersFile(site: StaticSite): string {
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

/** Both files, by name, to write at the root of the build. */
export function hostFiles(site: StaticSite): { _redirects: string; _headers: string } {
  return { _redirects: redirectsFile(site), _headers: headersFile(site) };
}
