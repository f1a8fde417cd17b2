import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Writes aside and renames, so a build running at the same time never reads half a file. */
export async function writeAside(path: string, data: Buffer | string): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, path);
}

/** The result recorded for `key` in `outDir/stampFile`, if every file it lists is still there as written. */
export async function readStamp<Result>(
  outDir: string,
  stampFile: string,
  key: string,
  filesOf: (result: Result) => { file: string; bytes: number }[],
): Promise<Result | undefined> {
  try {
    const stamp = JSON.parse(await readFile(join(outDir, stampFile), 'utf8')) as { key: string; result: Result };
    if (stamp.key !== key) return undefined;
    // A file missing (stat throws) or replaced by hand since is made again.
    const sizes = await Promise.all(
      filesOf(stamp.result).map(async ({ file, bytes }) => (await stat(join(outDir, file))).size === bytes),
    );
    return sizes.every(Boolean) ? stamp.result : undefined;
  } catch {
    return undefined;
  }
}
