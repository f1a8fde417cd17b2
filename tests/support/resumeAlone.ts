/**
 * The sample's content (tests/owners/sample) with its resume down to one file, as an owner with a
 * PDF alone or a Word file alone writes it: for the tests of how the site offers such a resume,
 * whatever files the owner's own content has.
 */
import type { SiteContent } from '../../src/content';
import { type ResumeEntry, resumeSection } from '../../src/content/model';
import { filledIn, siteContentOf } from '../../src/content/siteContentOf';
import * as sampleSite from '../owners/sample/site';

/** A resume file's field in site.ts. */
export type ResumeKey = 'pdf' | 'word';

export const resumeKeys: readonly ResumeKey[] = ['pdf', 'word'];

/** The sample's content, as the site reads it. */
export const sampleContent: SiteContent = siteContentOf(sampleSite);

/** The sample's `resume` with the file at `key` alone, the other left out whole. */
export function resumeAlone(key: ResumeKey): ResumeEntry {
  const { heading, messages, pdf, word } = filledIn(sampleSite).site.resume;
  return key === 'pdf' ? { heading, messages, pdf } : { heading, messages, word };
}

/** `content` (the sample's unless given) with the sample's resume down to the file at `key`. */
export function contentWithAlone(key: ResumeKey, content: SiteContent = sampleContent): SiteContent {
  return { ...content, resume: resumeSection(resumeAlone(key)) };
}

/** The source of the sample's site.ts with its resume entry at `key` deleted whole, as an owner deletes it. */
export function withoutResumeEntry(source: string, key: ResumeKey): string {
  const entry = new RegExp(`^ {2}${key}: \\{[^]*?\\},\\n`, 'm');
  if (!entry.test(source)) throw new Error(`The sample's site.ts has no resume.${key} entry to delete.`);
  return source.replace(entry, '');
}
