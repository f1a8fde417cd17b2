/**
 * The resume section of a site with one resume file, as an owner with a PDF alone or a Word file
 * alone writes it: the sample's resume (tests/owners/sample) down to that file, on the site's pages.
 * It offers that file's download and nothing for the file it lacks (View PDF only with the PDF), and
 * its download says what it does, fails with an alert naming the file and downloads on retry.
 */
import { act, screen, within } from '@testing-library/react';
import { saveSettleMs } from '../../machines/resumeDownloadMachine';
import { layout, siteContent } from '../../src/content';
import { newTabText, resumeFiles } from '../../src/content/model';
import { fillIn } from '../../src/text/fillIn';
import { fileAddress } from '../../src/urls/basePath';
import { advance } from '../support/clock';
import { controlledFetch, recordSavedFiles } from '../support/controlledFetch';
import { renderRoute } from '../support/renderRoute';
import { contentWithAlone, resumeKeys } from '../support/resumeAlone';
import { resumeDownloadsOf } from '../support/resumeFixtures';

describe.each(resumeKeys)('the resume section with its %s file alone', (key) => {
  // The site's own pages and words around it: only the resume is the test's.
  const content = contentWithAlone(key, siteContent);
  const { resume } = content;
  const [file] = resumeFiles(resume);
  const [{ bytes }] = resumeDownloadsOf([file]);
  const say = (message: string, values: Record<string, string> = {}) =>
    fillIn(message, { file: file.fileName, ...values });

  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  async function renderHome() {
    const network = controlledFetch();
    const rendered = await renderRoute('/', { advanceTimers: jest.advanceTimersByTime, content });
    const section = screen.getByRole('region', { name: resume.heading });
    return { ...rendered, network, section };
  }

  it('offers that file alone: its download, and View PDF only with a PDF, every link to that file', async () => {
    const { section } = await renderHome();
    expect(resumeFiles(resume)).toHaveLength(1);
    const names = within(section)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      file.downloadLabel,
      ...(resume.pdf ? [`${resume.pdf.viewLabel}${newTabText(layout.newTabNote)}`] : []),
    ]);
    // No link, and no empty control, for the file the site does not have.
    for (const link of within(section).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', fileAddress(file.href));
    }
    expect(within(section).queryAllByRole('button')).toEqual([]);
    const download = within(section).getByRole('link', { name: file.downloadLabel });
    expect(download).toHaveAttribute('download', file.fileName);
  });

  it('downloads it and says so; a failure is an alert naming the file, and its retry downloads it', async () => {
    const { user, network, section } = await renderHome();
    const download = within(section).getByRole('link', { name: file.downloadLabel });
    const column = download.parentElement!;
    const disk = recordSavedFiles();

    await user.click(download);
    await advance(0); // the first press also loads the download's machine
    expect(network.fetchMock).toHaveBeenLastCalledWith(fileAddress(file.href), expect.anything());
    expect(within(column).getByRole('status')).toHaveTextContent(say(resume.messages.downloading));
    await act(async () => network.respond('oops', { status: 500 }));
    await advance(0);
    const reason = fillIn(resume.messages.reasons.status, { status: 500 });
    expect(within(column).getByRole('alert').textContent).toBe(say(resume.messages.failed, { reason }));
    expect(disk.saved).toEqual([]);

    await user.click(within(column).getByRole('button', { name: file.retryLabel }));
    await act(async () => network.respond(bytes, { status: 200 }));
    await advance(saveSettleMs);
    expect(disk.saved).toEqual([{ href: disk.created[0], download: file.fileName }]);
    expect(within(column).getByRole('status')).toHaveTextContent(say(resume.messages.started));
    expect(within(column).getByRole('alert')).toBeEmptyDOMElement();
    expect(download).toHaveFocus();
  });
});
