// The production builds a test run shares: the one at the root (SITE_BUILD_DIR) and any for a
// sub-path beside it (`<dir>-<path>`, tests/support/builtSite.ts).
import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Removes the build in `dist` and the sub-path builds beside it. */
export function removeSharedBuilds(dist) {
  const parent = dirname(dist);
  for (const name of readdirSync(parent)) {
    if (name === basename(dist) || name.startsWith(`${basename(dist)}-`)) {
      rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}
