// A copy of the built site with every script removed, so each link is a full-page load: the floor any
// static site gets for free. Its pages are compressed again, as the build does.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Copies `dist` to a new folder without scripts; resolves with its path. */
export async function scriptFreeCopy(dist) {
  const copy = await mkdtemp(join(tmpdir(), 'script-free-'));
  await cp(dist, copy, { recursive: true });
  const files = await readdir(copy, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const path = join(copy, file);
    const html = (await readFile(path, 'utf8')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    await writeFile(path, html);
    await writeFile(`${path}.br`, brotliCompressSync(html));
    await writeFile(`${path}.gz`, gzipSync(html, { level: 9 }));
  }
  return copy;
}
