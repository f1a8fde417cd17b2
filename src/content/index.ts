import { resumeSection, withIds } from './model';
import * as site from './site';

// `site.ts` plus the values derived from it (a name exported here overrides `export *`'s); plain data only.
export * from './site';

export const projects = withIds(site.projects);

export const resume = resumeSection(site.resume);
