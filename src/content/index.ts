import { labelled, navItems, resumeFiles, withIds } from './model';
import * as site from './site';

/**
 * The content as the app reads it: everything in `site.ts`, with the values that follow from it.
 * A name exported here replaces the owner's entry of the same name in `site.ts`.
 */
export * from './site';
export { navItems };

export const projects = withIds(site.projects);

export const socialLinks = labelled(site.socialLinks);

export const resume = { ...site.resume, ...resumeFiles(site.resume) };
