/**
 * The Cloudflare Pages runtime the URL tables start (tests/support/wranglerPages.ts) is ready when
 * wrangler says so, not when its port answers: another process of the run may take the port between
 * its choice and wrangler's start, and its answers would be read as Cloudflare's.
 *
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPagesRuntime } from '../support/wranglerPages';

let folder: string;
let other: Server;
let takenPort: number;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pages-folder-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>the folder</title><p>served by Pages');
  other = createServer((_, response) => response.end('another process'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  takenPort = (other.address() as { port: number }).port;
});

afterAll(() => {
  other?.close();
  rmSync(folder, { recursive: true, force: true });
});

it('starts on another port when its port was taken, and answers from the folder', async () => {
  const pages = await startPagesRuntime(folder, { port: takenPort });
  try {
    expect(new URL(pages.origin).port).not.toBe(String(takenPort));
    expect(await (await fetch(`${pages.origin}/`)).text()).toContain('served by Pages');
  } finally {
    pages.close();
  }
}, 120_000);
