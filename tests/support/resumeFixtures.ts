import { resume } from '../../src/content';
import type { ResumeFile } from '../../src/content/model';

export interface ResumeDownloadFixture {
  /** The download button's label on the Home page. */
  label: string;
  file: ResumeFile;
  /** A body the fake server answers with: the file type's magic bytes and some filler. */
  bytes: string;
  /** The extension the saved file's name must end with. */
  extension: string;
}

/** The two resume downloads the Home page offers. */
export const resumeDownloads: readonly ResumeDownloadFixture[] = [
  { label: resume.pdf.downloadLabel, file: resume.pdf, bytes: '%PDF-1.7 sample', extension: '.pdf' },
  { label: resume.word.downloadLabel, file: resume.word, bytes: 'PK\u0003\u0004 sample', extension: '.docx' },
];

/** The resume files the Home page fetches ahead once it is idle. */
export const resumeHrefs: readonly string[] = [resume.pdf.href, resume.word.href];

/**
 * Runs in the page: true once the files at `hrefs` have been fetched (the Home page does it when
 * idle). A test that stages a failure waits for it, so the failure meets the visitor's press.
 */
export function filesFetched(hrefs: readonly string[]): boolean {
  const fetched = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
  return hrefs.every((href) => fetched.includes(href));
}
