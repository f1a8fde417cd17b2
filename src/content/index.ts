import { labelled, pageMetaWithTitles, resumeSection, withIds } from './model';
import * as site from './site';

/**
 * The content as the app reads it: everything in `site.ts`, with the values that follow from it.
 * A name exported here replaces the owner's entry of the same name in `site.ts`. Plain data only
 * (no functions), so that it can be copied with `structuredClone`.
 */
export * from './site';

export const projects = withIds(site.projects);

export const socialLinks = labelled(site.socialLinks, site.layout.newTabNote);

export const resume = resumeSection(site.resume);

export const pageMeta = pageMetaWithTitles(site.pageMeta, {
  ownerName: site.owner.name,
  hobby: site.hobbiesPage.title,
  projects: site.projectsPage.title,
});
