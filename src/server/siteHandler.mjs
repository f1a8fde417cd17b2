// @ts-check
/**
 * Answers one request for a built site: pages, redirects and 404s by the URL policy, files through
 * pillarjs `send` (ranges, conditional requests, ETag and Last-Modified by the book), precompressed
 * copies by content negotiation, and the security headers on every answer.
 */
import { STATUS_CODES } from 'node:http';
import { extname } from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { cacheControl, cacheControlFor, isHashedFile } from '../http/cachePolicy.mjs';
import { subresourceHeaders } from '../http/securityHeaders.mjs';
import { notFoundDocument, pageFile, resolvePath } from '../http/urlPolicy.mjs';
import { isWellFormedByteRanges } from './byteRanges.mjs';

/** @typedef {import('./builtSite.mjs').BuiltSite} BuiltSite */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/** Precompressed copies the build writes beside text files, best first. */
const codings = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

const allowedMethods = 'GET, HEAD';

/**
 * The content coding to send, among those available, by the request's `Accept-Encoding`: the highest
 * weight wins (`q=0` refuses one); between equal weights, the smallest (br, then gzip); `identity`
 * when nothing else is acceptable.
 * @param {Request} req
 * @param {string[]} available best first
 */
function negotiateCoding(req, available) {
  const choices = [...available, 'identity'];
  // negotiator 1.x takes the server's preference for ties; its published types predate that option.
  const negotiator = /** @type {{ encodings(available: string[], options: { preferred: string[] }): string[] }} */ (
    /** @type {unknown} */ (new Negotiator(req))
  );
  return negotiator.encodings(choices, { preferred: choices })[0] ?? 'identity';
}

/**
 * Takes every header off an answer except the security headers, before another answer replaces it.
 * @param {Response} res
 * @param {Record<string, string>} keep
 */
function clearHeadersExcept(res, keep) {
  const kept = new Set(Object.keys(keep).map((name) => name.toLowerCase()));
  for (const name of res.getHeaderNames()) if (!kept.has(name)) res.removeHeader(name);
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {Record<string, string | number>} headers
 * @param {string | Buffer} [body]
 */
function answer(req, res, status, headers, body = '') {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'Cache-Control': cacheControl.revalidate,
    ...headers,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A short plain-text answer for statuses without a page of their own (405, 412, 416, 500).
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {Record<string, string | number>} [headers]
 */
function answerPlain(req, res, status, headers = {}) {
  answer(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, `${STATUS_CODES[status]}\n`);
}

/**
 * The 404 page, with status 404, in the best coding the request accepts.
 * @param {Request} req
 * @param {Response} res
 * @param {BuiltSite} site
 */
function answerNotFound(req, res, site) {
  const headers = site.pageHeaders.get(notFoundDocument.path) ?? site.fileHeaders;
  clearHeadersExcept(res, headers);
  const coding = negotiateCoding(
    req,
    Object.keys(site.notFoundPage).filter((name) => name !== 'identity'),
  );
  answer(
    req,
    res,
    404,
    {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      Vary: 'Accept-Encoding',
      ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
    },
    site.notFoundPage[coding],
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
  const available = codings.filter(({ suffix }) => site.files.has(`${file}${suffix}`));
  const coding = negotiateCoding(
    req,
    available.map(({ coding }) => coding),
  );
  const sent = `${file}${available.find((option) => option.coding === coding)?.suffix ?? ''}`;
  if (req.headers.range !== undefined && !isWellFormedByteRanges(req.headers.range)) delete req.headers.range;

  const stream = send(req, sent.split('/').map(encodeURIComponent).join('/'), {
    root: site.dist,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
  });
  stream.on('headers', (/** @type {Response} */ response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Content-Type', mime.contentType(extname(file)) || 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControlFor(file));
    if (available.length > 0) response.setHeader('Vary', 'Accept-Encoding');
    if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
  });
  stream.on('directory', () => answerNotFound(req, res, site));
  stream.on('error', (/** @type {{ status?: number, headers?: Record<string, string> }} */ error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = error.status ?? 500;
    if (status === 404) return answerNotFound(req, res, site);
    clearHeadersExcept(res, headers);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // 416 names the size of the file: `Content-Range: bytes */size`.
    answerPlain(req, res, status === 416 || status === 412 ? status : 500, status === 416 ? (error.headers ?? {}) : {});
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
 * @param {BuiltSite} site
 * @returns {(req: Request, res: Response) => void}
 */
export function createSiteHandler(site) {
  const { basePath } = site;
  /**
   * @param {Request} req
   * @param {Response} res
   * @param {string} location
   */
  const redirect = (req, res, location) =>
    answer(req, res, 301, { ...site.fileHeaders, Location: location, 'Content-Type': 'text/plain; charset=utf-8' });

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answerPlain(req, res, 405, { ...site.fileHeaders, Allow: allowedMethods });
    }
    const target = splitTarget(req.url ?? '/');
    if (target === null) return answerNotFound(req, res, site);
    const { path, search } = target;
    // `/repo-name` → `/repo-name/`: the site's pages and files are inside the slash.
    if (`${path}/` === basePath) return redirect(req, res, `${basePath}${search}`);
    if (!path.startsWith(basePath)) return answerNotFound(req, res, site);

    const resolution = resolvePath(`/${path.slice(basePath.length)}`, site.pages);
    switch (resolution.kind) {
      case 'page':
        return sendFile(
          req,
          res,
          site,
          `/${pageFile(resolution.path)}`,
          site.pageHeaders.get(resolution.path) ?? site.fileHeaders,
        );
      case 'redirect':
        return redirect(req, res, `${basePath}${resolution.path.slice(1)}${search}`);
      case 'file': {
        let file;
        try {
          file = decodeURIComponent(resolution.path);
        } catch {
          return answerNotFound(req, res, site);
        }
        if (!site.files.has(file)) return answerNotFound(req, res, site);
        const headers = isHashedFile(file) ? subresourceHeaders : site.fileHeaders;
        return sendFile(req, res, site, file, headers);
      }
      default:
        return answerNotFound(req, res, site);
    }
  }

  return (req, res) => {
    // A client that goes away mid-answer must not take the process with it.
    req.on('error', () => res.destroy());
    res.on('error', () => res.destroy());
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else answerPlain(req, res, 500, site.fileHeaders);
    }
  };
}
