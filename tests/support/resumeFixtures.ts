import { resume } from '../../src/content';
import { type ResumeFile, resumeExtensions, resumeFiles } from '../../src/content/model';
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

/** The bytes a file of each format starts with: a PDF's `%PDF-`, a Word file's zip signature. */
const magicBytes: Record<ResumeFile['format'], Buffer> = {
  PDF: Buffer.from('%PDF-', 'latin1'),
  Word: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

/** Whether `bytes` start as a file of `file`'s format does (a PDF, a Word file). */
export function startsAsItsFormat(bytes: Buffer, file: ResumeFile): boolean {
  const magic = magicBytes[file.format];
  return bytes.subarray(0, magic.length).equals(magic);
}

/** A body the fake server answers a file of each format with: its magic bytes and some filler. */
const sampleBytes: Record<ResumeFile['format'], string> = { PDF: '%PDF-1.7 sample', Word: 'PK\u0003\u0004 sample' };

/** The downloads the Home page offers for `files`: one per file (a PDF, a Word file or both). */
export function resumeDownloadsOf(files: readonly ResumeFile[]): ResumeDownloadFixture[] {
  return files.map((file) => ({
    label: file.downloadLabel,
    file,
    bytes: sampleBytes[file.format],
    extension: file.format === 'PDF' ? resumeExtensions.pdf : resumeExtensions.word,
  }));
}

/** The resume downloads the Home page offers: one per file the content has. */
export const resumeDownloads: readonly ResumeDownloadFixture[] = resumeDownloadsOf(resumeFiles(resume));

/** The resume files the Home page fetches ahead once it is idle, at their addresses as requested (percent-encoded). */
export const resumeAddresses: readonly string[] = resumeFiles(resume).map((file) => fileAddress(file.href));

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
