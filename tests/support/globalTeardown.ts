import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Removes the production builds the tests shared (the one at the root and any for a sub-path). */
export default function globalTeardown() {
  const dist = process.env.SITE_BUILD_DIR;
  if (!dist) return;
  const parent = dirname(dist);
  for (const name of readdirSync(parent)) {
    if (name === basename(dist) || name.startsWith(`${basename(dist)}-`)) {
      rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}
