/**
 * The resume section of a site with one resume file, as an owner with a PDF alone or a Word file
 * alone writes it: the sample's resume (tests/owners/sample) down to that file, on the site's pages.
 * It offers that file's download and nothing for the file it lacks (View PDF only with the PDF), and
 * its download says what it does, fails with an alert naming the file and downloads on retry.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSettleMs } from '../../machines/resumeDownloadMachine';
import { layout, siteContent } from '../../src/content';
import { newTabText, resumeFiles, resumeSection, textDirection } from '../../src/content/model';
import { siteContentOf } from '../../src/content/siteContentOf';
import { contentIn } from '../../src/content/translate';
import { ResumeSection } from '../../src/components/ResumeSection';
import { ContentContext } from '../../src/hooks/useContent';
import { fillIn } from '../../src/text/fillIn';
import { fileAddress } from '../../src/urls/basePath';
import { advance } from '../support/clock';
import { controlledFetch, recordSavedFiles } from '../support/controlledFetch';
import { renderRoute } from '../support/renderRoute';
import { contentWithAlone, resumeAlone, resumeKeys } from '../support/resumeAlone';
import { resumeDownloadsOf } from '../support/resumeFixtures';
import { translation as thirdEnglish } from '../owners/third/site.en';
import * as thirdSite from '../owners/third/site';

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

it('shows no resume section at all for content with no file (which the content check stops before)', async () => {
  const { pdf: _pdf, word: _word, ...noFiles } = resumeAlone('pdf');
  const content = { ...siteContent, resume: resumeSection(noFiles) };
  await renderRoute('/', { content });
  expect(screen.queryByRole('region', { name: content.resume.heading })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: content.resume.heading })).not.toBeInTheDocument();
  expect(document.querySelectorAll('main a[download]')).toHaveLength(0);
});

/**
 * The third owner's resume (tests/owners/third): Arabic first, its files named in Arabic
 * (`سيرة ليلى 2026.docx`), offered as they are on its English pages. Each file name in a status line
 * or an alert is isolated in a `<bdi>` of its own, in the direction of the words around it where it
 * has letters of that direction (so `.docx` stays at its end in an English sentence), else its own.
 */
describe('a file name in the resume’s status lines and alerts', () => {
  const arabic = siteContentOf(thirdSite);
  const english = contentIn(arabic, 'en', thirdEnglish);
  /** The Arabic pages with a file named in Latin letters (a name with no Arabic letter in it). */
  const latinName = {
    ...arabic,
    resume: resumeSection({
      ...thirdSite.resume,
      word: { ...thirdSite.resume.word, href: '/files/2026 CV Laila.docx' },
    }),
  };

  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['an Arabic page, the name in Arabic', 'rtl', arabic],
    ['an English page, the name in Arabic', 'ltr', english],
    ['an Arabic page, the name in Latin letters', 'auto', latinName],
  ] as const)('on %s, stays one piece in its order, isolated %s', async (_, direction, content) => {
    const file = content.resume.word!;
    const { messages } = content.resume;
    const network = controlledFetch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ContentContext value={content}>
        <ResumeSection />
      </ContentContext>,
    );
    const download = screen.getByRole('link', { name: file.downloadLabel });
    const column = download.parentElement!;
    /** The isolates of `element` (the file name's, and the reason's in an alert), as [text, direction]. */
    const isolates = (element: HTMLElement) =>
      Array.from(element.querySelectorAll('bdi'), (bdi) => [bdi.textContent, bdi.getAttribute('dir')]);

    await user.click(download);
    await advance(0); // the first press also loads the download's machine
    const status = within(column).getByRole('status');
    // What a screen reader hears: the sentence with the name whole, in the order it is written.
    expect(status.textContent).toBe(fillIn(messages.downloading, { file: file.fileName }));
    expect(isolates(status)).toEqual([[file.fileName, direction]]);

    await act(async () => network.fail());
    await advance(0);
    const alert = within(column).getByRole('alert');
    expect(alert.textContent).toBe(
      fillIn(messages.failed, { file: file.fileName, reason: messages.reasons.unreachable }),
    );
    // The reason is in the page's language: isolated in its direction.
    expect(isolates(alert)).toEqual([
      [file.fileName, direction],
      [messages.reasons.unreachable, textDirection(content.language)],
    ]);
  });
});
