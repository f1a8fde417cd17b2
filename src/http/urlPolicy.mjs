// @ts-check
/**
 * The site's one URL policy, read by the Node server, the static-host rules, the prerender step and
 * the client router, so they agree. Paths are below the base path and percent-encoded (a project's
 * Unicode id as `encodeURIComponent` writes it, upper-case hex). A page's own path is the page; every
 * other form of it (letter case, extra slashes, `.html`, `/index`, other percent-encodings or none,
 * decomposed accents, harakat or niqqud) redirects to it, and so does a project's page in one
 * language asked for with the project's id in another (`otherLanguageAddresses`). A file of the build
 * is served at its exact path, except build-only files, dot files, precompressed copies (sent only by
 * content negotiation) and HTML files. Anything else, `/404` and `/404.html` included, is not found.
 */
import { withoutOptionalMarks } from '../text/optionalMarks.mjs';

/** The document every unknown path answers with, and the path it is prerendered at. */
export const notFoundDocument = { file: '404.html', path: '/404' };

/**
 * `redirect` names the canonical page; `file` the path as requested, still percent-encoded.
 * @typedef {{ kind: 'page' | 'redirect' | 'file', path: string } | { kind: 'notFound' }} Resolution
 */

/**
 * A path as the address bar and every link write it: each segment percent-encoded as
 * `encodeURIComponent` does (`/Projects/crème` → `/Projects/cr%C3%A8me`).
 * @param {string} decoded a path in plain characters
 */
export function encodePath(decoded) {
  return decoded.split('/').map(encodeURIComponent).join('/');
}

/**
 * The HTML file a page is prerendered to, named by the decoded path as static hosts and `send` look
 * it up: `/` → `index.html`, `/About` → `About.html`, `/Projects/cr%C3%A8me` → `Projects/crème.html`,
 * a further language's home `/pt-br/` → `pt-br/index.html`.
 * @param {string} path
 */
export function pageFile(path) {
  const decoded = decodeURIComponent(path.slice(1));
  return path.endsWith('/') ? `${decoded}index.html` : `${decoded}.html`;
}

/**
 * The page path of a prerendered HTML file, or null for the 404 document: the inverse of `pageFile`.
 * (A further language's 404 document, `pt-br/404.html`, is told apart by its content: `isNotFoundDocument`.)
 * @param {string} file
 */
export function pagePathOf(file) {
  if (file === notFoundDocument.file) return null;
  if (file === 'index.html' || file.endsWith('/index.html'))
    return encodePath(`/${file.slice(0, -'index.html'.length)}`);
  return encodePath(`/${file.slice(0, -'.html'.length)}`);
}

/**
 * Whether a prerendered document is a 404 document (the site's, or a further language's under its
 * prefix): its root names the 404 route, as the prerender step writes it.
 * @param {string} html
 */
export function isNotFoundDocument(html) {
  return html.includes(`<div id="root" data-route="${notFoundDocument.path}"`);
}

/**
 * @param {string} rawPath
 * @returns {string | null} the decoded path, or null when it cannot be decoded or holds a NUL or backslash
 */
function decodePath(rawPath) {
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.startsWith('/') && !/[\0\\]/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * What two forms of a decoded path have in common when they name the same page: composed accents
 * (NFC), lower case, and no marks a language writes only sometimes (Arabic harakat, Hebrew niqqud).
 * @param {string} decoded
 */
const pageKey = (decoded) => withoutOptionalMarks(decoded.normalize('NFC').toLowerCase().normalize('NFC'));

/**
 * The page a decoded path is another form of, if any: slashes collapsed and trimmed, `.html` and
 * `index` taken off, letter case and composed or decomposed accents ignored.
 * @param {string} decoded
 * @param {readonly string[]} pages
 */
function pageFormOf(decoded, pages) {
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  const bare = pageKey(trimmed.replace(/(?<=[^/])\.html$/i, '').replace(/^\/index$/i, '/'));
  // A further language's home is its prefix with a slash (`/pt-br/`): `/PT-BR`, `/pt-br/index` name it too.
  const home = bare.replace(/\/index$/, '');
  return (
    pages.find((page) => pageKey(decodeURIComponent(page)) === bare) ??
    pages.find((page) => page.length > 1 && page.endsWith('/') && pageKey(decodeURIComponent(page)) === `${home}/`)
  );
}

/**
 * True for a path that names a file the site may serve: no empty, dot or hidden segment, no encoded
 * slash, not a build-only file, a precompressed copy or an HTML file.
 * @param {string} rawPath
 * @param {string} decoded
 */
function isServableFile(rawPath, decoded) {
  if (/%2f|%5c/i.test(rawPath)) return false;
  const segments = decoded.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return false;
  // Written into the build for static hosts only.
  if (/^\/_(?:headers|redirects)$/.test(decoded)) return false;
  return !/\.(br|gz|html?)$/i.test(decoded);
}

/**
 * The prefix of the further language a canonical path is in (`/pt-br/About` → `/pt-br`), `''` for
 * the default language's, given each further language's home among `pages` (`/pt-br/`).
 * @param {string} path
 * @param {readonly string[]} pages
 */
function prefixAmong(path, pages) {
  const home = pages.find((page) => page.length > 1 && page.endsWith('/') && `${path}/`.startsWith(page));
  return home === undefined ? '' : home.slice(0, -1);
}

/**
 * Where a project's page in one language is asked for with the id its page has in another: its
 * path there under this language's prefix (`/fr/Projects/website-2-0`, the default language's id
 * under the French prefix), mapped to the page in the language the address names
 * (`/fr/Projects/site-web-2`). The prefix says which language the visitor wants, and any of the
 * project's ids which project: changing the prefix of an address by hand, or following a link made
 * before the language gave the project its slug, leads to that project in that language. An address
 * that is a page already, or that two pages would claim, is none of these.
 * @param {readonly string[]} pages canonical page paths, each further language's home among them (`/pt-br/`)
 * @param {ReadonlyArray<readonly string[]>} versions each page's paths in every language (its `hreflang` set)
 * @returns {Record<string, string>} page by address, both percent-encoded
 */
export function otherLanguageAddresses(pages, versions) {
  const isPage = new Set(pages.map((page) => pageKey(decodeURIComponent(page))));
  /** @type {Map<string, string | null>} */
  const claimed = new Map();
  for (const paths of versions) {
    for (const page of paths) {
      const prefix = prefixAmong(page, pages);
      for (const other of paths) {
        const inner = other.slice(prefixAmong(other, pages).length) || '/';
        const address = prefix === '' ? inner : inner === '/' ? `${prefix}/` : `${prefix}${inner}`;
        if (address === page || isPage.has(pageKey(decodeURIComponent(address)))) continue;
        const earlier = claimed.get(address);
        claimed.set(address, earlier === undefined || earlier === page ? page : null);
      }
    }
  }
  /** @type {Record<string, string>} */
  const addresses = {};
  for (const [address, page] of claimed) if (page !== null) addresses[address] = page;
  return addresses;
}

/**
 * What a request for `rawPath` answers, given the site's canonical page paths and the other
 * addresses of its pages (`otherLanguageAddresses`), which redirect to them in any of their forms.
 * @param {string} rawPath the path below the base path, as requested (percent-encoded, no query)
 * @param {readonly string[]} pages canonical page paths, e.g. `['/', '/Home', '/About']`
 * @param {Readonly<Record<string, string>>} [otherAddresses] page by another address of it
 * @returns {Resolution}
 */
export function resolvePath(rawPath, pages, otherAddresses = {}) {
  if (pages.includes(rawPath)) return { kind: 'page', path: rawPath };
  const decoded = decodePath(rawPath);
  if (decoded === null) return { kind: 'notFound' };
  const page = pageFormOf(decoded, pages);
  if (page !== undefined) return { kind: 'redirect', path: page };
  const address = pageFormOf(decoded, Object.keys(otherAddresses));
  if (address !== undefined) return { kind: 'redirect', path: otherAddresses[address] };
  if (pageFormOf(decoded, [notFoundDocument.path]) !== undefined) return { kind: 'notFound' };
  return isServableFile(rawPath, decoded) ? { kind: 'file', path: rawPath } : { kind: 'notFound' };
}

/**
 * The forms of a page's path a static host's rules redirect, since hosts cannot lower-case a path:
 * the casings people type (a section in capitals before an id as written among them) and the
 * decomposed accents some keyboards send, each with and without a
 * trailing slash, the page's own path with one, and for a path beyond ASCII its `.html` file. Percent-encoded as browsers send them; only
 * forms the policy itself takes for the page (upper-case `ß` is `SS`, another word).
 * @param {string} page a canonical page path other than `/`
 * @returns {string[]}
 */
export function likelyPageForms(page) {
  // A further language's home (`/pt-br/`): its prefix in the casings people type, with and without the slash.
  if (page.length > 1 && page.endsWith('/')) {
    const prefix = page.slice(0, -1);
    const casings = [
      ...new Set([prefix.toUpperCase(), prefix.charAt(0) + prefix.charAt(1).toUpperCase() + prefix.slice(2)]),
    ];
    return [prefix, ...casings.filter((form) => form !== prefix).flatMap((form) => [form, `${form}/`])];
  }
  const decoded = decodeURIComponent(page);
  const capitalised = decoded
    .split('/')
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1).toLowerCase())
    .join('/');
  // The section typed in capitals before an id written as it is (`/PROJECTS/crème`).
  const sectionInCapitals = decoded.replace(/^\/[^/]+(?=\/)/, (section) => section.toUpperCase());
  const forms = [decoded.toLowerCase(), decoded.toUpperCase(), capitalised, sectionInCapitals, decoded.normalize('NFD')]
    .filter((form) => pageKey(form) === pageKey(decoded))
    .map(encodePath);
  const casings = [...new Set(forms)].filter((form) => form !== page);
  // Cloudflare Pages' own `.html` redirect writes letters beyond ASCII wrongly (Latin-1 escapes, or 502).
  const htmlFile = page === decoded ? [] : [`${page}.html`];
  return [...casings.flatMap((form) => [form, `${form}/`]), `${page}/`, ...htmlFile];
}
