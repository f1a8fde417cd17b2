import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `.br` and `.gz` beside every text file in `dir`, for the server to send as they are. */
export async function precompress(dir: string): Promise<void> {
  for await (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const body = await readFile(file);
    if (body.length < 256) continue;
    await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  }
}
