import { act, screen, waitFor, within } from '@testing-library/react';
import { downloadTimeoutMs, saveSettleMs } from '../../machines/resumeDownloadMachine';
import { home, layout, owner, resume } from '../../src/content';
import { type ResumeFile, resumeFiles } from '../../src/content/model';
import { fillIn } from '../../src/text/fillIn';
import { fileAddress } from '../../src/urls/basePath';
import { advance } from '../support/clock';
import { controlledFetch, recordSavedFiles } from '../support/controlledFetch';
import { tabTo } from '../support/keyboard';
import { renderRoute } from '../support/renderRoute';
import { resumeDownloads } from '../support/resumeFixtures';
import { shownSrc } from '../support/shownImage';

const { messages } = resume;

/** What a download of `file` says, with the file's name filled in. */
const say = (message: string, file: ResumeFile, values: Record<string, string> = {}) =>
  fillIn(message, { file: file.fileName, ...values });

describe('Home page content', () => {
  it('shows the portrait with alt text and the greeting as the h1', async () => {
    await renderRoute('/');
    const portrait = screen.getByRole('img', { name: owner.portrait.alt });
    expect(portrait).toHaveAttribute('src', shownSrc(owner.portrait.src));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(home.greeting);
  });

  it('shows the intro, graduation and job lines', async () => {
    await renderRoute('/');
    const main = screen.getByRole('main');
    for (const line of [home.intro, home.graduationLine, home.jobLine]) {
      expect(within(main).getByText(line)).toBeInTheDocument();
    }
  });

  it('links to the Hobby page in the same tab', async () => {
    const { user, router } = await renderRoute('/');
    const link = within(screen.getByRole('main')).getByRole('link', { name: home.hobbyLinkText });
    expect(link).toHaveAttribute('href', '/Hobby');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/Hobby');
  });
});

/** The files the content offers: a PDF, a Word file or both. */
const files = resumeFiles(resume);

describe('Home page resume section', () => {
  it('offers a download of each file, and a link that shows the PDF in a new tab (and says so) where there is one', async () => {
    await renderRoute('/');
    const section = screen.getByRole('region', { name: resume.heading });
    // Real links to the files: they download even before the app runs (then it shows progress and failures).
    for (const file of files) {
      const download = within(section).getByRole('link', { name: file.downloadLabel });
      expect(download).toHaveAttribute('href', fileAddress(file.href));
      expect(download).toHaveAttribute('download', file.fileName);
    }
    const { pdf } = resume;
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(files.length + (pdf ? 1 : 0));
    if (!pdf) return;
    const view = within(section).getByRole('link', { name: `${pdf.viewLabel} ${layout.newTabNote}` });
    expect(view).toHaveAttribute('href', fileAddress(pdf.href));
    expect(view).toHaveAttribute('target', '_blank');
    const rel = (view.getAttribute('rel') ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('names each retry by its file when every download fails, so no two sound alike', async () => {
    const network = controlledFetch();
    const { user } = await renderRoute('/');
    const section = screen.getByRole('region', { name: resume.heading });
    for (const file of files) {
      await user.click(within(section).getByRole('link', { name: file.downloadLabel }));
      await waitFor(() => expect(network.fetchMock).toHaveBeenCalled());
      await act(async () => network.fail());
      network.fetchMock.mockClear();
    }
    const failures = () =>
      within(section)
        .getAllByRole('alert')
        .filter((alert) => alert.textContent);
    await waitFor(() => expect(failures()).toHaveLength(files.length));
    const retries = failures().map((alert) => within(alert.parentElement!).getByRole('button').textContent);
    expect(retries).toEqual(files.map((file) => file.retryLabel));
    expect(new Set(retries).size).toBe(files.length);
  });
});

describe.each(resumeDownloads)('$file.downloadLabel', ({ file, bytes, extension }) => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  async function setUp() {
    const network = controlledFetch();
    const disk = recordSavedFiles();
    const { user } = await renderRoute('/', { advanceTimers: jest.advanceTimersByTime });
    const section = screen.getByRole('region', { name: resume.heading });
    const button = within(section).getByRole('link', { name: file.downloadLabel });
    const column = button.parentElement!;
    return { network, disk, user, button, column };
  }

  it(`fetches the file, saves it under its own name and then revokes the object URL`, async () => {
    expect(file.fileName).toBe(file.href.split('/').pop());
    expect(file.fileName.endsWith(extension)).toBe(true);
    const { network, disk, user, button, column } = await setUp();

    await user.click(button);
    await advance(0); // the first press also loads the download's machine
    expect(network.fetchMock).toHaveBeenCalledTimes(1);
    expect(network.fetchMock).toHaveBeenCalledWith(fileAddress(file.href), expect.anything());
    expect(within(column).getByRole('status')).toHaveTextContent(say(messages.downloading, file));

    await act(async () => network.respond(bytes, { status: 200, headers: { 'Content-Type': file.mimeType } }));
    await advance(0);
    expect(disk.created).toHaveLength(1);
    expect(disk.saved).toEqual([{ href: disk.created[0], download: file.fileName }]);
    // The object URL stays alive for a moment after the click so the browser can read it.
    expect(disk.revoked).toEqual([]);

    await advance(saveSettleMs - 1);
    expect(disk.revoked).toEqual([]);
    await advance(1);
    expect(disk.revoked).toEqual(disk.created);

    const status = within(column).getByRole('status');
    expect(status).toHaveTextContent(say(messages.started, file));
    // role="status" is a polite live region unless told otherwise.
    expect(status.getAttribute('aria-live') ?? 'polite').toBe('polite');
    expect(within(column).getByRole('alert')).toBeEmptyDOMElement();
  });

  type Setup = Awaited<ReturnType<typeof setUp>>;
  const failures: { name: string; fail: (setup: Setup) => Promise<void>; reason: string }[] = [
    {
      name: 'a 500 response',
      fail: async ({ network }) => network.respond('oops', { status: 500 }),
      reason: fillIn(messages.reasons.status, { status: 500 }),
    },
    {
      name: 'a network error',
      fail: async ({ network }) => network.fail(),
      reason: messages.reasons.unreachable,
    },
    {
      name: 'a server that never answers',
      fail: async ({ network }) => {
        await advance(downloadTimeoutMs);
        // The machine has stopped waiting for it: its answer, whenever it comes, changes nothing.
        network.fail(new DOMException('The operation was aborted.', 'AbortError'));
      },
      reason: messages.reasons.timeout,
    },
    {
      name: 'a save the browser refuses',
      fail: async ({ network }) => {
        jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
          throw new Error('blocked');
        });
        network.respond(bytes, { status: 200 });
      },
      reason: messages.reasons.unexpected,
    },
  ];

  it.each(failures)('reports $name in an alert naming the file and why, and its retry succeeds', async (failure) => {
    const setup = await setUp();
    const { network, disk, user, button, column } = setup;

    await user.click(button);
    await advance(0); // the first press also loads the download's machine
    await act(() => failure.fail(setup));
    await advance(0);

    expect(within(column).getByRole('alert').textContent).toBe(say(messages.failed, file, { reason: failure.reason }));
    expect(disk.saved).toEqual([]);
    expect(within(column).getByRole('status')).toBeEmptyDOMElement();

    // A fresh record, in which the browser saves again.
    const saved = recordSavedFiles();
    await user.click(within(column).getByRole('button', { name: file.retryLabel }));
    expect(network.fetchMock).toHaveBeenCalledTimes(2);
    expect(network.fetchMock).toHaveBeenLastCalledWith(fileAddress(file.href), expect.anything());
    expect(within(column).getByRole('alert')).toBeEmptyDOMElement();

    await act(async () => network.respond(bytes, { status: 200 }));
    await advance(saveSettleMs);
    expect(saved.saved).toEqual([{ href: saved.created[0], download: file.fileName }]);
    expect(saved.revoked).toEqual(saved.created);
    expect(within(column).getByRole('status')).toHaveTextContent(say(messages.started, file));
  });

  it('moves keyboard focus back to the download button when the retry is pressed with Enter', async () => {
    const { network, user, button, column } = await setUp();

    await user.click(button);
    await advance(0); // the first press also loads the download's machine
    await act(async () => network.fail());
    await advance(0);
    expect(within(column).getByRole('alert')).toHaveTextContent(file.fileName);

    await tabTo(user, within(column).getByRole('button', { name: file.retryLabel }));
    await user.keyboard('{Enter}');

    // The alert's message and its button are gone; focus did not fall back to <body>.
    expect(within(column).getByRole('alert')).toBeEmptyDOMElement();
    expect(button).toHaveFocus();
    expect(network.fetchMock).toHaveBeenCalledTimes(2);
    expect(within(column).getByRole('status')).toHaveTextContent(say(messages.downloading, file));
  });
});
