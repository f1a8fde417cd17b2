import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandMarksOf } from '../../src/build/brandMarks';
import { checkContent } from '../../src/build/checkContent';
import { contentImages } from '../../src/images/contentImages';
import { buildImageManifest } from '../../src/images/variants';
import type { GlobalConfig } from 'jest';
import { ownerRunsVariable, ownersTest, runsOf, startOwnerRuns } from '../owners/ownerRuns';
import { runsInPart } from './testParts.cjs';
import { testRunMark } from './testRunMark';

/**
 * Whether this run takes the other owners' test file on its own path or folder arguments (all of
 * them when there are none), without a filter that would leave it out after globalSetup; the runs are
 * then started here. Otherwise that file starts them itself, if it runs.
 */
function runsOtherOwners(config: GlobalConfig): boolean {
  if (!runsInPart(ownersTest, process.env.TEST_PART)) return false;
  const picked = config.testPathPatterns;
  if (config.watch || config.watchAll || config.onlyChanged || config.findRelatedTests) return false;
  if (config.testNamePattern || config.lastCommit || config.changedSince) return false;
  return !picked.isSet() || picked.toExecutor({ rootDir: config.rootDir }).isMatch(ownersTest);
}

/**
 * Stops on a content mistake with the build's message, then starts the other owners' runs when this
 * run takes their test (alone in npm test's owner part, beside this run's files otherwise),
 * gives the tests the same image sizes and brand marks the build puts into the pages (without
 * encoding variants), and a folder for the one production build that the build and browser tests
 * share (unless npm test's runner gave one).
 */
export default async function globalSetup(config: GlobalConfig) {
  // Inherited by the workers and every process the tests start: globalTeardown finds leftovers by it.
  process.env[testRunMark] = String(process.pid);
  const root = join(__dirname, '../..');
  // Before the image sizes, which would fail on a missing image with a bare ENOENT, and before
  // anything is made: jest ends a run whose global set-up failed without its teardown.
  const { content } = await checkContent(join(root, 'public'));
  // npm test's two parts share one build (tests/support/runJest.mjs): its runner gives the folder.
  if (!process.env.SITE_BUILD_DIR) {
    process.env.SITE_BUILD_DIR = mkdtempSync(join(tmpdir(), 'portfolio-site-'));
    (globalThis as { ownsSiteBuild?: boolean }).ownsSiteBuild = true;
  }
  if (runsOtherOwners(config)) {
    const runs = startOwnerRuns({ alone: process.env.TEST_PART === 'owner' });
    process.env[ownerRunsVariable] = JSON.stringify(runsOf(runs));
    // Jest documents globals set here as readable in globalTeardown, which ends the runs.
    (globalThis as { ownerRuns?: typeof runs }).ownerRuns = runs;
  }
  const manifest = await buildImageManifest(contentImages, {
    publicDir: join(root, 'public'),
    outDir: join(root, 'node_modules/.cache/portfolio-images'),
    urlPrefix: '/static/images',
    encode: false,
  });
  process.env.IMAGE_MANIFEST = JSON.stringify(manifest);
  // The marks the footer names, as the build gives them to the pages.
  process.env.BRAND_MARKS = JSON.stringify(await brandMarksOf(content.socialLinks));
}
