/**
 * A few thousand random and malformed requests over loopback against the production server: random
 * methods, encoded and dotted paths, repeated slashes, random Range / If-* / Accept-Encoding headers,
 * requests cut off mid-header and mid-body, answers abandoned mid-stream. Afterwards the server still
 * answers, no request got a 5xx, and its open descriptors are back where they started.
 *
 * The generator is seeded, so a failing run can be repeated: FUZZ_SEED=<n> npx jest fuzz.
 *
 * @jest-environment node
 */
import { connect } from 'node:net';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { resume } from '../../src/content';
import { resumeFiles } from '../../src/content/model';
import { fileAddress } from '../../src/urls/basePath';
import { openDescriptors, rawRequest, residentMegabytes, sleep } from '../support/rawHttp';

const requestCount = 3000;
const concurrency = 24;
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

let site: BuiltSite;

beforeAll(async () => {
  site = await buildAndServe();
}, 120_000);

afterAll(() => site?.close());

/** mulberry32: a small seeded generator. */
function generator(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

const random = generator(seed);

const methods = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'BREW',
  'get',
  'G ET',
];
const segments = [
  '',
  'About',
  'aBoUt',
  'index.html',
  'index',
  '404',
  '404.html',
  'Projects',
  'static',
  'js',
  'images',
  ...resumeFiles(resume).map((file) => fileAddress(file.href).slice(1)),
  '_headers',
  '_redirects',
  'index.html.br',
  '.',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
  '%00',
  '%E0%A4%A',
  '%',
  '%zz',
  '%41bout',
  '~',
  'a'.repeat(300),
  '%3Cscript%3E',
  '..%2f..%2fetc%2fpasswd',
  '%C3%BC',
  '%F0%9F%98%80',
];

function randomPath(): string {
  const parts = Array.from({ length: 1 + random.int(5) }, () => random.pick(segments));
  const slashes = () => '/'.repeat(random.next() < 0.15 ? 2 + random.int(3) : 1);
  const path = parts.map((part) => `${slashes()}${part}`).join('');
  const query = random.next() < 0.2 ? `?${random.pick(['ref=cv', 'a=%', '', '?', 'x=' + 'y'.repeat(100)])}` : '';
  return `${path}${query}`;
}

function randomRange(): string {
  const number = () => random.pick(['0', '1', '100', '-1', '99999999', '18446744073709551615', 'abc', '']);
  return random.pick([
    `bytes=${number()}-${number()}`,
    `bytes=-${number()}`,
    `bytes=${number()}-`,
    `bytes=${number()}-${number()},${number()}-${number()}`,
    `items=${number()}-${number()}`,
    'bytes=',
    `bytes=${'0-1,'.repeat(200)}`,
  ]);
}

function randomHeaders(): string[] {
  const headers: string[] = [];
  if (random.next() < 0.4) headers.push(`Range: ${randomRange()}`);
  if (random.next() < 0.2)
    headers.push(`If-None-Match: ${random.pick(['*', '"x"', 'W/"1", "2"', '', '"' + 'e'.repeat(200)])}`);
  if (random.next() < 0.2) {
    headers.push(
      `If-Modified-Since: ${random.pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', 'Sat, 01 Jan 2099 00:00:00 GMT'])}`,
    );
  }
  if (random.next() < 0.1) headers.push(`If-Range: ${random.pick(['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT'])}`);
  if (random.next() < 0.1) headers.push(`If-Match: ${random.pick(['*', '"x"'])}`);
  if (random.next() < 0.5) {
    headers.push(
      `Accept-Encoding: ${random.pick(['br', 'gzip', 'br;q=0, gzip;q=0', '*', '*;q=0', 'identity;q=0', 'br;q=abc', ',,,', 'x'.repeat(500)])}`,
    );
  }
  return headers;
}

type Kind = 'complete' | 'cut mid-header' | 'cut mid-body' | 'abandoned mid-stream';

/** One request over its own connection; resolves with the status line's code, or null when none came. */
function fire(kind: Kind): Promise<number | null> {
  const { port } = new URL(site.origin);
  const method = kind === 'cut mid-body' ? random.pick(['POST', 'PUT']) : random.pick(methods);
  const target =
    kind === 'abandoned mid-stream'
      ? random.pick([fileAddress(resumeFiles(resume)[0].href), '/', '/Projects'])
      : randomPath();
  const body = method === 'POST' || method === 'PUT' ? 'x'.repeat(1 + random.int(200)) : '';
  const head = [
    `${kind === 'abandoned mid-stream' ? 'GET' : method} ${target} HTTP/1.1`,
    'Host: localhost',
    ...randomHeaders(),
    ...(body ? [`Content-Length: ${body.length + (kind === 'cut mid-body' ? 100 : 0)}`] : []),
    'Connection: close',
  ].join('\r\n');
  const message = `${head}\r\n\r\n${body}`;

  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received);
      resolve(status ? Number(status[1]) : null);
    };
    socket.setTimeout(3000, settle);
    socket.on('error', settle);
    socket.on('close', settle);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (kind === 'abandoned mid-stream') settle();
    });
    if (kind === 'cut mid-header') {
      socket.write(message.slice(0, 1 + random.int(head.length - 1)), () => settle());
    } else {
      socket.write(message, () => {
        if (kind === 'cut mid-body') setTimeout(settle, 5);
      });
    }
  });
}

it(`survives ${requestCount} random and malformed requests without a 5xx or a leaked descriptor`, async () => {
  const started = Date.now();
  // Let the server settle after start-up (and after the other test files' visits) before counting.
  expect((await rawRequest(site.origin, '/')).status).toBe(200);
  const before = { descriptors: openDescriptors(site.pid), rss: residentMegabytes(site.pid) };

  const kinds: Kind[] = ['complete', 'complete', 'complete', 'cut mid-header', 'cut mid-body', 'abandoned mid-stream'];
  const statuses = new Map<string, number>();
  const serverErrors: string[] = [];
  let sent = 0;
  async function worker() {
    while (sent < requestCount) {
      sent += 1;
      const kind = random.pick(kinds);
      const status = await fire(kind);
      const key = `${kind}: ${status ?? 'no answer'}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (status !== null && status >= 500) serverErrors.push(key);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));

  let descriptors = openDescriptors(site.pid);
  for (let tries = 0; tries < 30 && descriptors > before.descriptors + 3; tries += 1) {
    await sleep(100);
    descriptors = openDescriptors(site.pid);
  }
  const after = { descriptors, rss: residentMegabytes(site.pid) };
  console.log(
    `fuzz (seed ${seed}): ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `descriptors ${before.descriptors} → ${after.descriptors}; RSS ${before.rss} → ${after.rss} MB\n` +
      [...statuses.entries()]
        .sort()
        .map(([key, count]) => `  ${key} × ${count}`)
        .join('\n'),
  );

  expect(serverErrors).toEqual([]);
  expect(site.isRunning()).toBe(true);
  expect((await rawRequest(site.origin, '/')).status).toBe(200);
  expect(after.descriptors).toBeLessThanOrEqual(before.descriptors + 3);
}, 120_000);
