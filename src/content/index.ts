import { resumeSection, withIds } from './model';
import * as site from './site';

/**
 * `site.ts` with the values that follow from it; a name exported here overrides the one `export *`
 * brings. Plain data only, so tests can copy it with `structuredClone`.
 */
export * from './site';

export const projects = withIds(site.projects);

export const resume = resumeSection(site.resume);
