// @ts-check
// The production server behind `npm start`: serves the prerendered site in dist/ by the URL policy.
import { createServer, STATUS_CODES } from 'node:http';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '../http/securityHeaders.mjs';
import { readBuiltSite } from './builtSite.mjs';
import { createSiteHandler } from './siteHandler.mjs';

const dist = process.env.DIST_DIR
  ? `${process.env.DIST_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../dist/', import.meta.url));
const port = process.env.PORT === undefined ? 3000 : Number(process.env.PORT);

const site = readBuiltSite(dist);
const server = createServer(createSiteHandler(site));

// A slow or stalled client gives up its connection instead of holding it.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

/** Requests Node cannot parse get a short answer with the same security headers, then the socket closes. */
const rawHeaders = Object.entries(securityHeaders())
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${rawHeaders}Cache-Control: no-cache\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
});

server.listen(port, () => {
  const { port: actualPort } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${dist} on http://localhost:${actualPort}${site.basePath}`);
});
