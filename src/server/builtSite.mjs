// @ts-check
/** What the production server knows of a build in `dist/`, read once at start-up. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundDocument, pagePathOf } from '../http/urlPolicy.mjs';
import { inlineHashes, securityHeaders } from '../http/securityHeaders.mjs';

/**
 * @typedef {object} BuiltSite
 * @property {string} dist the build's folder
 * @property {string} basePath `/` or e.g. `/repo-name/`, as the build's web manifest states it
 * @property {Set<string>} files every file of the build, as `/About.html`, `/static/js/x.js` (no dot files)
 * @property {string[]} pages canonical page paths, from the prerendered HTML files
 * @property {Map<string, Record<string, string>>} pageHeaders security headers of each page and of the 404 page (by path)
 * @property {Record<string, string>} fileHeaders security headers of every other answer
 * @property {Record<string, Buffer>} notFoundPage the 404 document by content coding (`identity`, `br`, `gzip`)
 */

/**
 * @param {string} dir
 * @param {string} prefix
 * @returns {string[]}
 */
function listFiles(dir, prefix = '/') {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
        : entry.isFile()
          ? [`${prefix}${entry.name}`]
          : [],
    );
}

/**
 * @param {string} dist
 * @returns {BuiltSite}
 */
export function readBuiltSite(dist) {
  const basePath = /** @type {{ scope: string }} */ (
    JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'))
  ).scope;
  const files = new Set(listFiles(dist));
  // Every prerendered document: pages at the root (`/About.html`) and below (`/Projects/colorize.html`).
  const documents = [...files].filter((file) => file.endsWith('.html')).map((file) => file.slice(1));
  const pageHeaders = new Map(
    documents.map((file) => [
      pagePathOf(file) ?? notFoundDocument.path,
      securityHeaders(inlineHashes(readFileSync(join(dist, file), 'utf8'))),
    ]),
  );
  const notFoundFile = join(dist, notFoundDocument.file);
  /** @type {Record<string, Buffer>} */
  const notFoundPage = { identity: readFileSync(notFoundFile) };
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (files.has(`/${notFoundDocument.file}${suffix}`))
      notFoundPage[coding] = readFileSync(`${notFoundFile}${suffix}`);
  }
  return {
    dist,
    basePath,
    files,
    pages: documents.flatMap((file) => pagePathOf(file) ?? []),
    pageHeaders,
    fileHeaders: securityHeaders(),
    notFoundPage,
  };
}
