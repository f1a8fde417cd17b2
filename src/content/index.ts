import { idOf, type Project, resumeSection } from './model';
import * as site from './site';

// `site.ts` plus the values derived from it (a name exported here overrides `export *`'s); plain data only.
export * from './site';

export const projects: Project[] = site.projects.map((entry) => ({ id: idOf(entry), ...entry }));

export const resume = resumeSection(site.resume);
