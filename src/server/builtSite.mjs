// @ts-check
// What the production server knows of a build in `dist/`, read once at start-up.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isNotFoundDocument, notFoundDocument, otherLanguageAddresses, pagePathOf } from '../http/urlPolicy.mjs';
import { inlineHashes, securityHeaders } from '../http/securityHeaders.mjs';

/** Precompressed copies the build writes beside text files, by content coding, best first. */
export const codings = /** @type {Record<string, string>} */ ({ br: '.br', gzip: '.gz' });

/** @typedef {ReturnType<typeof readBuiltSite>} BuiltSite */

/** @param {string} value an attribute's value as the build writes it (escapeMarkup) */
const unescapeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Each page's paths in every language, as its document names them (`<link rel="alternate"
 * hreflang>`), below the site's public address (the home's canonical link); none on a site of one language.
 * @param {string} home the home page's document
 * @param {string[]} documents
 */
function versionsIn(home, documents) {
  const address = /<link rel="canonical" href="([^"]*)">/.exec(home)?.[1];
  if (address === undefined) return [];
  const siteAddress = unescapeAttribute(address);
  const sets = documents.map((html) => [
    ...new Set(
      [...html.matchAll(/<link rel="alternate" hreflang="[^"]*" href="([^"]*)">/g)]
        .map(([, href]) => unescapeAttribute(href))
        .filter((href) => href.startsWith(siteAddress))
        .map((href) => `/${href.slice(siteAddress.length)}`),
    ),
  ]);
  return [...new Map(sets.filter((set) => set.length > 1).map((set) => [set.join(' '), set])).values()];
}

/** @param {string} dist */
export function readBuiltSite(dist) {
  // Every file as `/About.html`, `/static/js/x.js`; no dot files.
  const files = new Set(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name))}`)
      .filter((file) => !file.includes('/.')),
  );
  const documents = [...files].filter((file) => file.endsWith('.html'));
  const html = new Map(documents.map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
  // The site's 404 document, and each further language's under its prefix (`/pt-br/404.html`).
  const notFoundFiles = documents.filter((file) => isNotFoundDocument(html.get(file) ?? ''));
  const notFound = `/${notFoundDocument.file}`;
  const pages = documents.flatMap((file) => (notFoundFiles.includes(file) ? [] : (pagePathOf(file.slice(1)) ?? [])));
  return {
    dist,
    /** `/` or e.g. `/repo-name/`, as the build's web manifest states it */
    basePath: /** @type {string} */ (JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')).scope),
    files,
    /** canonical page paths */
    pages,
    /** other addresses of pages, each to its page: a project's id in another language (see the URL policy) */
    otherAddresses: otherLanguageAddresses(
      pages,
      versionsIn(
        html.get('/index.html') ?? '',
        documents.map((file) => html.get(file) ?? ''),
      ),
    ),
    /** security headers of each prerendered document, the 404 page's included, by file */
    documentHeaders: new Map(documents.map((file) => [file, securityHeaders(inlineHashes(html.get(file) ?? ''))])),
    /** the 404 document of each further language by its prefix's segment (`pt-br`), and the site's by `''` */
    notFoundFiles: new Map(
      notFoundFiles.map((file) => [file === notFound ? '' : file.slice(1, -`/${notFoundDocument.file}`.length), file]),
    ),
    /** security headers of every other answer */
    fileHeaders: securityHeaders(),
    /** each 404 document and its precompressed copies, by file */
    notFoundPage: Object.fromEntries(
      [notFound, ...notFoundFiles]
        .flatMap((document) => [document, ...Object.values(codings).map((suffix) => `${document}${suffix}`)])
        .filter((file) => file === notFound || files.has(file))
        .map((file) => [file, readFileSync(join(dist, file))]),
    ),
  };
}
