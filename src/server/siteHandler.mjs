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
    /** @type {Record<string, string>} */
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
 * The 404 page, with status 404.
 * @param {Request} req
 * @param {Response} res
 * @param {BuiltSite} site
 */
function answerNotFound(req, res, site) {
  const { sent, headers } = negotiate(req, site, `/${notFoundDocument.file}`);
  const pageHeaders = site.pageHeaders.get(notFoundDocument.path) ?? site.fileHeaders;
  answer(
    req,
    res,
    404,
    { ...pageHeaders, 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding', ...headers },
    site.notFoundPage[sent],
  );
}

/**
 * Sends one file of the build (`/About.html`, `/static/js/x.js`) with `send`.
 * @param {Request} req
 * @param {Response} res
 * @param {BuiltSite} site
 * @param {string} file
 * @param {Record<string, string>} headers security headers for this answer
 */
function sendFile(req, res, site, file, headers) {
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
    const status = error.status ?? 500;
    if (status === 404) return answerNotFound(req, res, site);
    // 416 names the size of the file: `Content-Range: bytes */size`.
    answer(req, res, status === 416 || status === 412 ? status : 500, {
      ...headers,
      ...(status === 416 && error.headers),
    });
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
    const query = target.indexOf('?');
    return query === -1 ? { path: target, search: '' } : { path: target.slice(0, query), search: target.slice(query) };
  }
  // An absolute target (`GET http://host/About`), which proxies send.
  try {
    const url = new URL(target);
    return /^https?:$/.test(url.protocol) ? { path: url.pathname, search: url.search } : null;
  } catch {
    return null;
  }
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {BuiltSite} site
 */
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

  const resolution = resolvePath(`/${path.slice(basePath.length)}`, site.pages);
  switch (resolution.kind) {
    case 'page': {
      const headers = site.pageHeaders.get(resolution.path) ?? fileHeaders;
      return sendFile(req, res, site, `/${pageFile(resolution.path)}`, headers);
    }
    case 'redirect': {
      const location = `${basePath}${resolution.path.slice(1)}${search}`;
      return answer(req, res, 301, { ...fileHeaders, Location: location }, '');
    }
    case 'file': {
      // The policy has decoded this path already, so this cannot throw.
      const file = decodeURIComponent(resolution.path);
      if (!site.files.has(file)) return answerNotFound(req, res, site);
      return sendFile(req, res, site, file, isHashedFile(file) ? subresourceHeaders : fileHeaders);
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
