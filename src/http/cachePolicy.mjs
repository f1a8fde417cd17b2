// @ts-check
// The one cache policy, for the production server and the static hosts' rules; paths are below the base path.

/** The build names what it puts here by the content's hash, so it never changes. */
export const hashedFilesPrefix = '/static/';

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  /** Stored, but revalidated (a cheap 304) before every use. */
  revalidate: 'no-cache',
};

/** @param {string} path */
export const isHashedFile = (path) => path.startsWith(hashedFilesPrefix);

/** @param {string} path */
export const cacheControlFor = (path) => (isHashedFile(path) ? cacheControl.immutable : cacheControl.revalidate);
