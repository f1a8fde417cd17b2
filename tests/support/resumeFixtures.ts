import { resume } from '../../src/content';
import type { ResumeFile } from '../../src/content/model';
import { fileAddress } from '../../src/urls/basePath';

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

/** The resume files the Home page fetches ahead once it is idle, at their addresses as requested (percent-encoded). */
export const resumeAddresses: readonly string[] = [fileAddress(resume.pdf.href), fileAddress(resume.word.href)];

/**
 * Runs in the page: true once the files at `addresses` (as `fileAddress` gives them) have been fetched (the Home page does it when
 * idle). A test that stages a failure waits for it, so the failure meets the visitor's press.
 */
export function filesFetched(addresses: readonly string[]): boolean {
  const fetched = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
  return addresses.every((address) => fetched.includes(address));
}

/**
 * A matcher of the requests for the file at `href`, for Playwright's `page.route` and `page.unroute`
 * (pass both the same matcher): a glob would read `*` or `(` in a file's name as a pattern.
 */
export function requestsFor(href: string): (url: URL) => boolean {
  const address = fileAddress(href);
  return (url) => url.pathname === address;
}
