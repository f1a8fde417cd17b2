// @ts-check
// What the production server knows of a build in `dist/`, read once at start-up.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { notFoundDocument, pagePathOf } from '../http/urlPolicy.mjs';
import { inlineHashes, securityHeaders } from '../http/securityHeaders.mjs';

/** Precompressed copies the build writes beside text files, by content coding, best first. */
export const codings = /** @type {Record<string, string>} */ ({ br: '.br', gzip: '.gz' });

/** @typedef {ReturnType<typeof readBuiltSite>} BuiltSite */

/** @param {string} dist */
export function readBuiltSite(dist) {
  const { scope } = /** @type {{ scope: string }} */ (
    JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'))
  );
  // Every file as `/About.html`, `/static/js/x.js`; no dot files.
  const files = new Set(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name))}`)
      .filter((file) => !file.includes('/.')),
  );
  const documents = [...files].filter((file) => file.endsWith('.html')).map((file) => file.slice(1));
  const notFoundFile = `/${notFoundDocument.file}`;
  const notFoundCopies = Object.values(codings).map((suffix) => `${notFoundFile}${suffix}`);
  return {
    dist,
    /** `/` or e.g. `/repo-name/`, as the build's web manifest states it */
    basePath: scope,
    files,
    /** canonical page paths */
    pages: documents.flatMap((file) => pagePathOf(file) ?? []),
    /** security headers of each page and of the 404 page, by path */
    pageHeaders: new Map(
      documents.map((file) => [
        pagePathOf(file) ?? notFoundDocument.path,
        securityHeaders(inlineHashes(readFileSync(join(dist, file), 'utf8'))),
      ]),
    ),
    /** security headers of every other answer */
    fileHeaders: securityHeaders(),
    /** the 404 document and its precompressed copies, by file */
    notFoundPage: Object.fromEntries(
      [notFoundFile, ...notFoundCopies.filter((file) => files.has(file))].map((file) => [
        file,
        readFileSync(join(dist, file)),
      ]),
    ),
  };
}
