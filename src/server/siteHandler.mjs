// @ts-check
// Answers one request for a built site by the URL policy; files go through pillarjs `send`.
import { STATUS_CODES } from 'node:http';
import { extname } from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { cacheControl, cacheControlFor, isHashedFile } from '../http/cachePolicy.mjs';
import { subresourceHeaders } from '../http/securityHeaders.mjs';
import { notFoundDocument, pageFile, resolvePath } from '../http/urlPolicy.mjs';
import { codings } from './builtSite.mjs';
import { isWellFormedByteRanges } from './byteRanges.mjs';

/** @typedef {import('./builtSite.mjs').BuiltSite} BuiltSite */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(req: Request, res: Response, site: BuiltSite) => void} Handler */

/**
 * The security headers of an answer with this file of the build: a page's own, or the hashed files'.
 * @param {BuiltSite} site
 * @param {string} file
 */
const headersFor = (site, file) =>
  site.documentHeaders.get(file) ?? (isHashedFile(file) ? subresourceHeaders : site.fileHeaders);

/**
 * The copy of `file` to send by the request's `Accept-Encoding`: the highest weight wins (`q=0`
 * refuses one), br before gzip between equal weights, the file itself when no copy is acceptable.
 * @param {Request} req
 * @param {BuiltSite} site
 * @param {string} file
 */
function negotiate(req, site, file) {
  const available = Object.keys(codings).filter((coding) => site.files.has(`${file}${codings[coding]}`));
  const choices = [...available, 'identity'];
  // negotiator 1.x takes the server's preference for ties; its published types predate that option.
  const negotiator = /** @type {{ encodings(available: string[], options: { preferred: string[] }): string[] }} */ (
    /** @type {unknown} */ (new Negotiator(req))
  );
  const coding = negotiator.encodings(choices, { preferred: choices })[0] ?? 'identity';
  return {
    sent: `${file}${codings[coding] ?? ''}`,
    headers: {
      ...(available.length > 0 && { Vary: 'Accept-Encoding' }),
      ...(coding !== 'identity' && { 'Content-Encoding': coding }),
    },
  };
}

/**
 * A whole answer, in place of any headers `send` had set: plain text naming the status, unless a
 * body is given.
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {Record<string, string | number>} headers
 * @param {string | Buffer} [body]
 */
function answer(req, res, status, headers, body = `${STATUS_CODES[status]}\n`) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, {
    'Cache-Control': cacheControl.revalidate,
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The 404 document in the language of the requested path: a further language's under its prefix
 * (`/pt-br/nope` → `/pt-br/404.html`), else the site's.
 * @type {(req: Request, site: BuiltSite) => string}
 */
function notFoundFileFor(req, site) {
  const path = (req.url ?? '').split('?')[0];
  const below = path.startsWith(site.basePath) ? path.slice(site.basePath.length) : '';
  const segment = below.split('/')[0].toLowerCase();
  return site.notFoundFiles.get(segment) ?? `/${notFoundDocument.file}`;
}

/** @type {Handler} */
function answerNotFound(req, res, site) {
  const file = notFoundFileFor(req, site);
  const { sent, headers } = negotiate(req, site, file);
  const pageHeaders = {
    ...headersFor(site, file),
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Accept-Encoding',
  };
  answer(req, res, 404, { ...pageHeaders, ...headers }, site.notFoundPage[sent]);
}

/** @type {(req: Request, res: Response, site: BuiltSite, file: string) => void} */
function sendFile(req, res, site, file) {
  const headers = headersFor(site, file);
  const { sent, headers: codingHeaders } = negotiate(req, site, file);
  const fileHeaders = {
    ...headers,
    'Content-Type': mime.contentType(extname(file)) || 'application/octet-stream',
    'Cache-Control': cacheControlFor(file),
    ...codingHeaders,
  };
  // `send` would answer 416 to a range that must be ignored (another unit, reversed): the whole file goes.
  if (req.headers.range !== undefined && !isWellFormedByteRanges(req.headers.range)) delete req.headers.range;

  const path = sent.split('/').map(encodeURIComponent).join('/');
  const stream = send(req, path, { root: site.dist, index: false, dotfiles: 'deny', cacheControl: false });
  stream.on('headers', (/** @type {Response} */ response) => {
    for (const [name, value] of Object.entries(fileHeaders)) response.setHeader(name, value);
  });
  stream.on('directory', () => answerNotFound(req, res, site));
  stream.on('error', (/** @type {{ status?: number, headers?: Record<string, string> }} */ error) => {
    if (error.status === 404) return answerNotFound(req, res, site);
    // 416 names the size of the file: `Content-Range: bytes */size`.
    if (error.status === 416) return answer(req, res, 416, { ...headers, ...error.headers });
    answer(req, res, error.status === 412 ? 412 : 500, headers);
  });
  stream.pipe(res);
}

/**
 * Splits a request target into its path and query; null for a target without a path (`*`, garbage).
 * The path stays as sent: percent-encoded and not normalised, for the URL policy to judge.
 * @param {string} target
 */
function splitTarget(target) {
  if (target.startsWith('/')) {
    const [path] = target.split('?', 1);
    return { path, search: target.slice(path.length) };
  }
  // An absolute target (`GET http://host/About`), which proxies send.
  try {
    const url = new URL(target);
    return /^https?:$/.test(url.protocol) ? { path: url.pathname, search: url.search } : null;
  } catch {
    return null;
  }
}

/** @type {Handler} */
function handle(req, res, site) {
  const { basePath, fileHeaders } = site;
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return answer(req, res, 405, { ...fileHeaders, Allow: 'GET, HEAD' });
  const target = splitTarget(req.url ?? '/');
  if (target === null) return answerNotFound(req, res, site);
  const { path, search } = target;
  // `/repo-name` → `/repo-name/`: the site's pages and files are inside the slash.
  if (`${path}/` === basePath) return answer(req, res, 301, { ...fileHeaders, Location: `${basePath}${search}` }, '');
  if (!path.startsWith(basePath)) return answerNotFound(req, res, site);

  const resolution = resolvePath(`/${path.slice(basePath.length)}`, site.pages, site.otherAddresses);
  switch (resolution.kind) {
    case 'page':
      return sendFile(req, res, site, `/${pageFile(resolution.path)}`);
    case 'redirect':
      return answer(req, res, 301, { ...fileHeaders, Location: `${basePath}${resolution.path.slice(1)}${search}` }, '');
    case 'file': {
      // The policy has decoded this path already, so this cannot throw.
      const file = decodeURIComponent(resolution.path);
      if (!site.files.has(file)) return answerNotFound(req, res, site);
      return sendFile(req, res, site, file);
    }
    default:
      return answerNotFound(req, res, site);
  }
}

/**
 * @param {BuiltSite} site
 * @returns {(req: Request, res: Response) => void}
 */
export function createSiteHandler(site) {
  return (req, res) => {
    // A client that goes away mid-answer must not take the process with it.
    req.on('error', () => res.destroy());
    res.on('error', () => res.destroy());
    try {
      handle(req, res, site);
    } catch (error) {
      console.error(error);
      answer(req, res, 500, site.fileHeaders);
    }
  };
}
