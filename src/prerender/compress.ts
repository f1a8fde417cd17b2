import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** Every file below `dir`, as `/`-rooted paths inside it (`/index.html`). */
export const filesBelow = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name))}`);

/** Writes `.br` and `.gz` beside every text file in `dir`, for the server to send as they are. */
export async function precompress(dir: string): Promise<void> {
  for (const name of await filesBelow(dir)) {
    const file = join(dir, name);
    if (!compressible.test(file)) continue;
    const body = await readFile(file);
    if (body.length < 256) continue;
    await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  }
}
