/**
 * The production server by the book (RFC 9110): ranges, conditional requests, methods, content
 * negotiation, content types, files it must not serve, security headers on every answer, and no way
 * for a client to stop it or make it hold files open.
 *
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import { notFound, resume } from '../../src/content';
import { resumeFiles } from '../../src/content/model';
import { fileAddress } from '../../src/urls/basePath';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { openDescriptors, rawRequest, rawSocket, sleep } from '../support/rawHttp';

let site: BuiltSite;
/** A resume file the site offers (the PDF where there is one), by whose bytes the ranges are checked. */
const [resumeFile] = resumeFiles(resume);
/** Its address as a browser requests it (percent-encoded); its file in the build is at its `href`. */
const filePath = fileAddress(resumeFile.href);
let fileBytes: Buffer;

beforeAll(async () => {
  site = await buildAndServe();
  fileBytes = readFileSync(join(site.dist, resumeFile.href));
}, 120_000);

afterAll(() => site?.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(site.origin, path, { method, headers });

/** HTTPS only, for two years, subdomains included: on every answer (browsers ignore it over HTTP). */
const hsts = 'max-age=63072000; includeSubDomains';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['strict-transport-security']).toBe(hsts);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toMatch(/^default-src 'self';.*frame-ancestors 'none'$/);
}

describe('byte ranges (RFC 9110 §14)', () => {
  it.each([
    ['bytes=0-99', 0, 100],
    ['bytes=100-', 100, undefined],
    ['bytes=0-0', 0, 1],
    ['bytes=-100', -100, undefined],
    ['bytes=0-18446744073709551615', 0, undefined],
    ['bytes= 10-19', 10, 20],
  ])('%s answers 206 with exactly those bytes', async (range, start, end) => {
    const answer = await get(filePath, { range });
    expect(answer.status).toBe(206);
    const expected = fileBytes.subarray(start, end);
    expect(answer.body.equals(expected)).toBe(true);
    const first = start < 0 ? fileBytes.length + start : start;
    expect(answer.headers['content-range']).toBe(`bytes ${first}-${first + expected.length - 1}/${fileBytes.length}`);
    expectSecurityHeaders(answer.headers);
  });

  it.each(['bytes=2-1', 'bytes=100-50', 'bytes=abc', 'items=0-5', 'bytes=', 'bytes=1-2-3', 'bytes=--1', 'bytes=0x10-'])(
    '%s is malformed or reversed: ignored, 200 with the whole file',
    async (range) => {
      const answer = await get(filePath, { range });
      expect(answer.status).toBe(200);
      expect(answer.body.equals(fileBytes)).toBe(true);
      expect(answer.headers['content-range']).toBeUndefined();
    },
  );

  it.each(['bytes=99999999-', 'bytes=-0', 'bytes=18446744073709551615-'])(
    '%s cannot be satisfied: 416 with the size, and the security headers',
    async (range) => {
      const answer = await get(filePath, { range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${fileBytes.length}`);
      expectSecurityHeaders(answer.headers);
    },
  );

  it('is still up after every range above', async () => {
    expect(site.isRunning()).toBe(true);
    expect((await get('/')).status).toBe(200);
  });
});

describe('conditional requests', () => {
  it.each([
    ['If-None-Match with the ETag', (etag: string) => ({ 'if-none-match': etag })],
    ['If-None-Match with a list holding the ETag', (etag: string) => ({ 'if-none-match': `"other", ${etag}` })],
    ['If-None-Match: *', () => ({ 'if-none-match': '*' })],
    ['If-Modified-Since the file’s date', (_: string, modified: string) => ({ 'if-modified-since': modified })],
  ])('%s answers 304 with ETag, Cache-Control, Vary and the security headers', async (_, conditions) => {
    const first = await get('/About', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const answer = await get('/About', {
      'accept-encoding': 'br',
      ...conditions(etag, first.headers['last-modified'] as string),
    });
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
    expect(answer.headers.etag).toBe(etag);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expectSecurityHeaders(answer.headers);
  });

  it('answers 200 when the ETag does not match or the file changed since', async () => {
    expect((await get('/About', { 'if-none-match': '"stale"' })).status).toBe(200);
    expect((await get('/About', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
  });

  it('gives each content coding its own ETag', async () => {
    const brotli = await get('/About', { 'accept-encoding': 'br' });
    const plain = await get('/About');
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'])(
    '%s answers 405 with Allow: GET, HEAD and the security headers',
    async (method) => {
      const answer = await get('/', {}, method);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(answer.headers);
    },
  );

  it('HEAD answers the headers of GET without a body', async () => {
    const head = await get('/About', {}, 'HEAD');
    const full = await get('/About');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect((await get('/nope', {}, 'HEAD')).status).toBe(404);
  });
});

describe('content negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    // Chromium's own header: equal weights, so the server's preference decides.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, identity', undefined],
  ])('Accept-Encoding: %s → %s', async (accept, coding) => {
    for (const path of ['/Projects', '/nope']) {
      const answer = await get(path, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('sends the page itself when no coding is named', async () => {
    const answer = await get('/Projects');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toContain('<div id="root"');
  });
});

describe('files', () => {
  it('sends every file the build ships with its content type', async () => {
    const expected: Record<string, RegExp> = {
      html: /^text\/html; charset=utf-8$/,
      js: /^(text|application)\/javascript; charset=utf-8$/,
      pdf: /^application\/pdf$/,
      docx: /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/,
      webmanifest: /^application\/manifest\+json/,
      avif: /^image\/avif$/,
      webp: /^image\/webp$/,
      svg: /^image\/svg\+xml$/,
      png: /^image\/png$/,
      jpg: /^image\/jpeg$/,
      xml: /^(application|text)\/xml/,
      txt: /^text\/plain; charset=utf-8$/,
    };
    const served = site.files.filter((file) => !/\.(br|gz|html)$/.test(file) && !file.startsWith('_'));
    const seen = new Set<string>();
    for (const file of served) {
      const extension = file.split('.').pop()!;
      const answer = await get(fileAddress(`/${file}`, '/'), {}, 'HEAD');
      expect({ file, status: answer.status }).toEqual({ file, status: 200 });
      expect({ file, type: answer.headers['content-type'] }).toEqual({
        file,
        type: expect.stringMatching(expected[extension] ?? /^$/),
      });
      expect({ file, hsts: answer.headers['strict-transport-security'] }).toEqual({ file, hsts });
      seen.add(extension);
    }
    // Each kind of file, the resume's as the site has them (a PDF, a Word file or both).
    const resumeKinds: string[] = resumeFiles(resume).map((file) => (file.format === 'PDF' ? 'pdf' : 'docx'));
    expect([...seen].sort()).toEqual(
      Object.keys(expected)
        .filter(
          (extension) => extension !== 'html' && (!/^(pdf|docx)$/.test(extension) || resumeKinds.includes(extension)),
        )
        .sort(),
    );
  });

  it.each(['/_headers', '/_redirects', '/index.html.br', '/About.html.gz', '/.built', '/404', '/404.html'])(
    'never serves %s: 404 with the 404 page',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain(notFound.heading);
      expectSecurityHeaders(answer.headers);
    },
  );

  it('sends hashed scripts with nosniff and without the document policies, which do nothing there', async () => {
    const script = site.files.find((file) => /^static\/js\/index\.\w+\.js$/.test(file))!;
    const answer = await get(`/${script}`, { 'accept-encoding': 'br' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBe(hsts);
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers with redirects and 404s', async () => {
    for (const path of ['/about', '/nope']) expectSecurityHeaders((await get(path)).headers);
  });
});

describe('requests Node cannot parse', () => {
  it.each([
    ['a garbled request line', 'GARBAGE\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nno-colon\r\n\r\n'],
    ['a bad Content-Length', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'],
    // Browsers send a path's letters beyond ASCII percent-encoded; raw bytes are not a request target.
    ['a path in raw UTF-8 bytes', 'GET /Projects/crème-brûlée HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('%s gets 400 with the security headers, and the server stays up', async (_, bytes) => {
    const answer = await rawSocket(site.origin, bytes);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self'/);
    expect((await get('/')).status).toBe(200);
  });
});

describe('clients that go away', () => {
  it('releases the file of every download aborted mid-stream at once', async () => {
    const before = openDescriptors(site.pid);
    const { port } = new URL(site.origin);
    await Promise.all(
      Array.from(
        { length: 300 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(port), '127.0.0.1');
            socket.on('error', () => resolve());
            // Read a little of the answer, then hang up before the rest arrives.
            socket.once('data', () => {
              socket.destroy();
              resolve();
            });
            socket.write(`GET ${filePath} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
          }),
      ),
    );
    let after = openDescriptors(site.pid);
    for (let tries = 0; tries < 20 && after > before + 3; tries += 1) {
      await sleep(100);
      after = openDescriptors(site.pid);
    }
    expect(after).toBeLessThanOrEqual(before + 3);
    expect(site.isRunning()).toBe(true);
    expect((await get('/')).status).toBe(200);
  });
});
