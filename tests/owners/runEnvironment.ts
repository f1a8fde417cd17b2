/** Set by globalSetup when it started the other owners' runs: each copy's folder (JSON, by owner), where its run writes its result. */
export const ownerRunsVariable = 'OWNER_RUNS';

/** What belongs to this jest run alone: its worker, shared build, image sizes, part of npm test and owner's run. */
const thisRunsOwn = ['JEST_WORKER_ID', 'SITE_BUILD_DIR', 'IMAGE_MANIFEST', 'NODE_ENV', 'TEST_PART', ownerRunsVariable];

/** This process's environment for a jest or npm run of its own (in an owner's copy, or of npm test's parts). */
export function freshRunEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of thisRunsOwn) delete env[name];
  return env;
}
