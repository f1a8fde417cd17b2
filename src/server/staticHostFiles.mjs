// `_redirects` and `_headers` for static hosts that read them (Netlify, Cloudflare Pages): the same
// two files work on both, and carry over what the production server (serve.mjs) does.
//
// What the hosts do on their own, so nothing here does it:
// - Unknown paths: both answer with `404.html` and status 404 when the site has one. There is
//   deliberately no catch-all rule (`/* /index.html 200`): it would answer every typo with the home
//   page and status 200, a "soft 404". (Cloudflare Pages only falls back to the home page when the
//   site has no `404.html`.)
// - `/About` is served from `About.html` on both; `/About.html` and `/About/` end up there too
//   (Cloudflare Pages redirects both to `/About`; Netlify serves or redirects them, depending on its
//   "pretty URLs" setting).
// - Query strings are carried over to a redirect's target on both, as the server does.
//
// Redirect rules match the path exactly and case-sensitively on Cloudflare Pages (a static rule is a
// lookup by the exact path) and on Netlify ("paths are case-sensitive"). Neither can lower-case a path,
// so where the server redirects every casing of a page path, these files list the likely ones: all
// lower case, all upper case and capitalised words (`/about`, `/ABOUT`, with and without a trailing
// slash) → `/About` with 301, plus `/About/` → `/About`. Other mixings (`/aBoUt`) are not covered:
// listing them all would take 2^letters rules a page (256 for `/Projects`), against Cloudflare's
// limit of 2,000 static redirects; Cloudflare answers them with the 404 page, and Netlify, whose
// file lookup has not always been case-sensitive, may serve the page itself.
//
// Rules are not "forced" (`301!`): Cloudflare does not accept that status and would drop the line.
// Unforced rules never loop on Netlify (it only applies them when no file answers the path, and
// every target is a page's own file), and Cloudflare matches exactly, with no rule's source being a
// page's own path.
//
// Headers: both hosts apply EVERY rule whose path matches, and a header set by two matching rules
// is sent twice (Netlify) or joined into one value with a comma (Cloudflare): `Cache-Control:
// no-cache, public, max-age=…` contradicts itself, and two Content-Security-Policies joined by a
// comma are two policies that the browser both enforces. So every header is set by exactly one of
// the rules that can match a path:
// - `/*`: what every answer gets — `nosniff`, the document headers and the one Content-Security-
//   Policy. Per-page policies would need one rule a document, but the 404 page is served at any
//   unknown path, which no rule can list without also matching the pages. So the policy allows the
//   union of every page's inline blocks by hash: still only the site's own CSS (and scripts, if a page
//   had any inline), never `unsafe-inline`. Scripts, styles and fonts get these headers too (the
//   server spares them the bytes); they change nothing there.
// - `/static/*` (hashed file names): `Cache-Control: public, max-age=31536000, immutable`, and nothing
//   else.
// - Each page's paths (`/About`, `/About.html`, `/`, `/index.html`, `/404.html`): `Cache-Control:
//   no-cache`, as the server sends. Every other answer (resume, images, the 404 page at an unknown
//   path) keeps the host's default, `public, max-age=0, must-revalidate`, which a browser treats the
//   same way: it revalidates before each use.
//
// Every path is prefixed with the base path, and `/repo-name` redirects to `/repo-name/`. Netlify and
// Cloudflare Pages serve the build at the root of a domain, so build for them with the default base
// path `/`; a base path only makes sense where something serves `dist/` under that path.
//
// Sources: developers.cloudflare.com/pages/configuration/{redirects,headers,serving-pages} and the
// rules engine in cloudflare/workers-sdk (packages/workers-shared); docs.netlify.com/routing/redirects
// (and its redirect options and rewrites pages) and docs.netlify.com/routing/headers.
import { contentSecurityPolicy, documentHeaders, inlineHashes } from './securityHeaders.mjs';

/**
 * @typedef {object} SitePage
 * @property {string} [route] URL path the page answers, e.g. `/About` (`/` for `index.html`); none for `404.html`.
 * @property {string} file The page's file under `dist/`, e.g. `About.html`.
 * @property {string} html The page's HTML, for the hashes of its inline blocks.
 */

/**
 * @typedef {object} StaticSite
 * @property {string} basePath Where the site lives: `/`, or a sub-path such as `/repo-name/` (starts and ends with `/`).
 * @property {SitePage[]} pages Every prerendered page, including `404.html`.
 */

/**
 * @typedef {object} RedirectRule
 * @property {string} from
 * @property {string} to
 * @property {301} status
 */

/**
 * @typedef {object} HeaderRule
 * @property {string} path A path or pattern (`*` matches the rest of the path).
 * @property {Record<string, string>} headers
 */

/** Cloudflare Pages' limits; Netlify's are higher. A rule past them would be dropped silently. */
export const hostLimits = {
  staticRedirects: 2000,
  redirectLineLength: 1000,
  headerRules: 100,
  headerLineLength: 2000,
};

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** @param {StaticSite} site */
function checkSite({ basePath, pages }) {
  if (!/^\/(?:[^/\s*:]+\/)*$/.test(basePath)) {
    throw new Error(
      `basePath must be "/" or a path that starts and ends with "/", e.g. "/repo-name/"; got ${JSON.stringify(basePath)}`,
    );
  }
  const routes = new Set();
  for (const page of pages) {
    if (!/^[^/\s*:]+\.html$/.test(page.file)) {
      throw new Error(`Not a page file at the root of the build: ${JSON.stringify(page.file)}`);
    }
    if (page.route === undefined) continue;
    if (!/^\/(?:[^/\s*:]+(?:\/[^/\s*:]+)*)?$/.test(page.route)) {
      throw new Error(
        `A page route is a path without a trailing slash, * or :, e.g. "/About"; got ${JSON.stringify(page.route)}`,
      );
    }
    if (page.route.toLowerCase() === '/static' || page.route.toLowerCase().startsWith('/static/')) {
      throw new Error(`${page.route}: pages under /static/ would get the hashed files' immutable caching`);
    }
    if (routes.has(page.route.toLowerCase())) throw new Error(`Two pages answer ${page.route} in some casing`);
    routes.add(page.route.toLowerCase());
  }
}

/** `/About` → `/repo-name/About`; `/` → `/repo-name/`. */
const under = (basePath, path) => `${basePath}${path.replace(/^\//, '')}`;

/**
 * The casings people type for a page path, other than the page's own: all lower case, all upper
 * case, capitalised segments. `/About` → `/about`, `/ABOUT`; `/` → none.
 * @param {string} route
 * @returns {string[]}
 */
export function caseVariants(route) {
  const capitalised = route
    .split('/')
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1).toLowerCase())
    .join('/');
  return [...new Set([route.toLowerCase(), route.toUpperCase(), capitalised])].filter((variant) => variant !== route);
}

/**
 * The site's redirects: each page path in other casings, and with a trailing slash, to the page's
 * own path with 301, and a base path without its slash to the site. Only exact paths: no splat, no
 * placeholder, no catch-all.
 * @param {StaticSite} site
 * @returns {RedirectRule[]}
 */
export function redirectRules(site) {
  checkSite(site);
  /** @type {301} */
  const status = 301;
  // `/repo-name` → `/repo-name/`, as the server does: the site's pages and files are inside the slash.
  const base = site.basePath === '/' ? [] : [{ from: site.basePath.slice(0, -1), to: site.basePath, status }];
  const pages = site.pages.flatMap(({ route }) => {
    if (route === undefined || route === '/') return [];
    const to = under(site.basePath, route);
    const sources = [...caseVariants(route).flatMap((variant) => [variant, `${variant}/`]), `${route}/`];
    return sources.map((source) => ({ from: under(site.basePath, source), to, status }));
  });
  return [...base, ...pages];
}

/**
 * The site's header rules, each header set by exactly one of the rules that match any path.
 * @param {StaticSite} site
 * @returns {HeaderRule[]}
 */
export function headerRules(site) {
  checkSite(site);
  const blocks = site.pages.map(({ html }) => inlineHashes(html));
  const union = (/** @type {'styles' | 'scripts'} */ kind) => [...new Set(blocks.flatMap((hashes) => hashes[kind]))];
  const documentPaths = [
    ...new Set(
      site.pages.flatMap(({ route, file }) => [
        ...(route === undefined ? [] : [under(site.basePath, route)]),
        under(site.basePath, `/${file}`),
      ]),
    ),
  ];
  return [
    {
      path: under(site.basePath, '/*'),
      headers: {
        'X-Content-Type-Options': 'nosniff',
        ...documentHeaders,
        'Content-Security-Policy': contentSecurityPolicy({ styles: union('styles'), scripts: union('scripts') }),
      },
    },
    { path: under(site.basePath, '/static/*'), headers: { 'Cache-Control': immutable } },
    ...documentPaths.map((path) => ({ path, headers: { 'Cache-Control': revalidate } })),
  ];
}

/**
 * The text of `_redirects`.
 * @param {StaticSite} site
 * @returns {string}
 */
export function redirectsFile(site) {
  const rules = redirectRules(site);
  if (rules.length > hostLimits.staticRedirects) {
    throw new Error(`${rules.length} redirects: Cloudflare Pages reads at most ${hostLimits.staticRedirects}`);
  }
  const lines = rules.map(({ from, to, status }) => `${from} ${to} ${status}`);
  const tooLong = lines.find((line) => line.length > hostLimits.redirectLineLength);
  if (tooLong) throw new Error(`Redirect longer than ${hostLimits.redirectLineLength} characters: ${tooLong}`);
  return [
    '# Netlify and Cloudflare Pages. Written by the build (src/server/staticHostFiles.mjs).',
    '# Other casings of page paths → the page. Unknown paths get 404.html with status 404 from the',
    '# host: there is no catch-all rule on purpose.',
    ...lines,
    '',
  ].join('\n');
}

/**
 * The text of `_headers`: a path line, then its headers indented by two spaces.
 * @param {StaticSite} site
 * @returns {string}
 */
export function headersFile(site) {
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
    '# Netlify and Cloudflare Pages. Written by the build (src/server/staticHostFiles.mjs).',
    '# Both hosts apply every rule that matches a path, so each header is set by one rule only.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

/**
 * Both files, by name, to write at the root of the build.
 * @param {StaticSite} site
 * @returns {{ _redirects: string, _headers: string }}
 */
export function staticHostFiles(site) {
  return { _redirects: redirectsFile(site), _headers: headersFile(site) };
}
