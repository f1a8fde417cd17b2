// The production server behind `npm start`: serves the prerendered site in dist/ with sirv.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { contentSecurityPolicy, documentHeaders, inlineHashes } from './securityHeaders.mjs';

const dist = process.env.DIST_DIR
  ? `${process.env.DIST_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../dist/', import.meta.url));
const port = process.env.PORT === undefined ? 3000 : Number(process.env.PORT);
/**
 * The path the build is for (`/` or e.g. `/repo-name/`), as its web manifest's scope states it, so the
 * server always agrees with the build; nothing is served outside it.
 */
const basePath = JSON.parse(readFileSync(`${dist}manifest.webmanifest`, 'utf8')).scope;

const hashedAsset = /^\/static\//;

/** Prerendered pages by lower-cased path, e.g. `/about` → `/About`, so pasted links in any case work. */
const pages = new Map(
  readdirSync(dist)
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`))
    .map((path) => [path.toLowerCase(), path]),
);

/** Each page's policy allows exactly its own inline CSS; other files get the policy without any. */
const policies = new Map(
  readdirSync(dist)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const policy = contentSecurityPolicy(inlineHashes(readFileSync(`${dist}${file}`, 'utf8')));
      const route = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      return [
        [`/${file}`, policy],
        [route, policy],
      ];
    }),
);
const defaultPolicy = contentSecurityPolicy();

const notFoundPage = {
  identity: readFileSync(`${dist}404.html`),
  br: readFileSync(`${dist}404.html.br`),
  gzip: readFileSync(`${dist}404.html.gz`),
};

const files = sirv(dist, {
  extensions: ['html'],
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    if (hashedAsset.test(pathname)) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      return;
    }
    // Scripts, styles and fonts under /static/ are never documents: they skip the page policies,
    // which would only add half a kilobyte to each of them.
    for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policies.get(pathname) ?? defaultPolicy);
    res.setHeader('Cache-Control', 'no-cache');
  },
});

function sendNotFound(req, res) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  res.writeHead(404, {
    ...documentHeaders,
    'Content-Security-Policy': policies.get('/404.html'),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : notFoundPage[encoding]);
}

/** Takes the base path off a request's address; null when the address is outside the site. */
function withinSite(url) {
  if (basePath === '/') return url.pathname;
  if (!url.pathname.startsWith(basePath)) return null;
  return `/${url.pathname.slice(basePath.length)}`;
}

const server = createServer((req, res) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const requested = new URL(req.url ?? '/', 'http://localhost');
  if (`${requested.pathname}/` === basePath) {
    res.writeHead(301, { Location: `${basePath}${requested.search}` });
    return res.end();
  }
  const inside = withinSite(requested);
  if (inside === null) return sendNotFound(req, res);
  const url = new URL(`${inside}${requested.search}`, 'http://localhost');
  req.url = `${url.pathname}${url.search}`;
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return sendNotFound(req, res);
  }
  // `/About/` is the About page too.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pages.get(trimmed.toLowerCase());
  if (page && page !== trimmed) {
    res.writeHead(301, { Location: `${basePath}${page.slice(1)}${url.search}` });
    return res.end();
  }
  if (trimmed !== pathname) req.url = `${trimmed}${url.search}`;
  files(req, res, () => sendNotFound(req, res));
});

server.listen(port, () => {
  console.log(`Serving ${dist} on http://localhost:${server.address().port}${basePath}`);
});
