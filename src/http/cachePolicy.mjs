// @ts-check
/**
 * The one cache policy, read by the production server and the static-host rules. Paths are below
 * the base path.
 */

/** Scripts, styles and fonts the build names by their content's hash: they never change. */
export const hashedFilesPrefix = '/static/';

export const cacheControl = {
  /** A year, never revalidated: a new build gives new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** Stored, but revalidated (a cheap 304) before every use: pages, resume, images, redirects, 404s. */
  revalidate: 'no-cache',
};

/**
 * True for a file the build names by its content's hash.
 * @param {string} path
 */
export function isHashedFile(path) {
  return path.startsWith(hashedFilesPrefix);
}

/**
 * The Cache-Control of whatever answers `path`.
 * @param {string} path
 */
export function cacheControlFor(path) {
  return isHashedFile(path) ? cacheControl.immutable : cacheControl.revalidate;
}
