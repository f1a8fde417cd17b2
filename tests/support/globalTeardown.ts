import { rmSync } from 'node:fs';

/** Removes the production build the tests shared. */
export default function globalTeardown() {
  const dist = process.env.SITE_BUILD_DIR;
  if (dist) rmSync(dist, { recursive: true, force: true });
}
