import { act, screen, waitFor, within } from '@testing-library/react';
import { saveSettleMs } from '../../machines/resumeDownloadMachine';
import { home, owner, resume } from '../../src/content';
import { advance } from '../support/clock';
import { controlledFetch, recordSavedFiles } from '../support/controlledFetch';
import { tabTo } from '../support/keyboard';
import { renderRoute } from '../support/renderRoute';
import { resumeDownloads } from '../support/resumeFixtures';

describe('Home page content', () => {
  it('shows the portrait with alt text and the greeting as the h1', async () => {
    await renderRoute('/');
    const portrait = screen.getByRole('img', { name: owner.portrait.alt });
    expect(portrait).toHaveAttribute('src', owner.portrait.src);
    expect(owner.portrait.alt).not.toBe('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Hello, I'm ${owner.name}!`);
  });

  it('shows the intro, graduation and job lines', async () => {
    await renderRoute('/');
    const main = screen.getByRole('main');
    expect(within(main).getByText(home.intro)).toBeInTheDocument();
    const graduation = within(main).getByText(home.graduationLine);
    expect(graduation).toHaveTextContent('2023');
    expect(graduation).toHaveTextContent('B.S.E. in Computer Science');
    const job = within(main).getByText(home.jobLine);
    expect(job).toHaveTextContent(/data engineer/i);
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

describe('Home page resume section', () => {
  it('offers Download PDF, Download Word and a View PDF link opening in a new tab', async () => {
    await renderRoute('/');
    const section = screen.getByRole('region', { name: 'Resume' });
    // Real links to the files: they download even before the app runs (then it shows progress and failures).
    for (const [label, file] of [
      ['Download PDF', resume.pdf],
      ['Download Word', resume.word],
    ] as const) {
      const download = within(section).getByRole('link', { name: label });
      expect(download).toHaveAttribute('href', file.href);
      expect(download).toHaveAttribute('download', file.fileName);
    }
    const view = within(section).getByRole('link', { name: /^View PDF/ });
    expect(view).toHaveAttribute('href', resume.pdf.href);
    expect(view).toHaveAttribute('target', '_blank');
    const rel = (view.getAttribute('rel') ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('names each retry by its file when both downloads fail, so the two never sound alike', async () => {
    const network = controlledFetch();
    const { user } = await renderRoute('/');
    const section = screen.getByRole('region', { name: 'Resume' });
    for (const label of ['Download PDF', 'Download Word']) {
      await user.click(within(section).getByRole('link', { name: label }));
      await waitFor(() => expect(network.fetchMock).toHaveBeenCalled());
      await act(async () => network.fail());
      network.fetchMock.mockClear();
    }
    const failures = () =>
      within(section)
        .getAllByRole('alert')
        .filter((alert) => alert.textContent);
    await waitFor(() => expect(failures()).toHaveLength(2));
    const retries = failures().map((alert) => within(alert.parentElement!).getByRole('button').textContent);
    expect(retries).toEqual(['Retry PDF download', 'Retry Word download']);
  });
});

describe.each(resumeDownloads)('$label', ({ label, file, bytes, extension }) => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  async function setUp() {
    const network = controlledFetch();
    const disk = recordSavedFiles();
    const { user } = await renderRoute('/', { advanceTimers: jest.advanceTimersByTime });
    const section = screen.getByRole('region', { name: 'Resume' });
    const button = within(section).getByRole('link', { name: label });
    const column = button.parentElement!;
    return { network, disk, user, button, column };
  }

  it(`fetches the file, saves it as ${file.fileName} and then revokes the object URL`, async () => {
    expect(file.fileName).toBe(`Jamie_Sample_Resume${extension}`);
    const { network, disk, user, button, column } = await setUp();

    await user.click(button);
    await advance(0); // the first press also loads the download's machine
    expect(network.fetchMock).toHaveBeenCalledTimes(1);
    expect(network.fetchMock).toHaveBeenCalledWith(file.href, expect.anything());

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
    expect(status).toHaveTextContent(`Saved ${file.fileName}.`);
    // role="status" is a polite live region unless told otherwise.
    expect(status.getAttribute('aria-live') ?? 'polite').toBe('polite');
    expect(within(column).getByRole('alert')).toBeEmptyDOMElement();
  });

  const failures = [
    {
      name: 'a 500 response',
      fail: (network: ReturnType<typeof controlledFetch>) => network.respond('oops', { status: 500 }),
      reason: 'the server answered 500',
    },
    {
      name: 'a network error',
      fail: (network: ReturnType<typeof controlledFetch>) => network.fail(),
      reason: 'the network is unreachable',
    },
  ];

  it.each(failures)('reports $name in an alert naming the file, and its retry succeeds', async ({ fail, reason }) => {
    const { network, disk, user, button, column } = await setUp();

    await user.click(button);
    await advance(0); // the first press also loads the download's machine
    await act(async () => fail(network));
    await advance(0);

    const alert = within(column).getByRole('alert');
    expect(alert).toHaveTextContent(file.fileName);
    expect(alert).toHaveTextContent(reason);
    expect(disk.saved).toEqual([]);
    expect(within(column).getByRole('status')).toBeEmptyDOMElement();

    await user.click(within(column).getByRole('button', { name: `Retry ${file.format} download` }));
    expect(network.fetchMock).toHaveBeenCalledTimes(2);
    expect(network.fetchMock).toHaveBeenLastCalledWith(file.href, expect.anything());
    expect(within(column).getByRole('alert')).toBeEmptyDOMElement();

    await act(async () => network.respond(bytes, { status: 200 }));
    await advance(saveSettleMs);
    expect(disk.saved).toEqual([{ href: disk.created[0], download: file.fileName }]);
    expect(disk.revoked).toEqual(disk.created);
    expect(within(column).getByRole('status')).toHaveTextContent(`Saved ${file.fileName}.`);
  });

  it('moves keyboard focus back to the download button when the retry is pressed with Enter', async () => {
    const { network, user, button, column } = await setUp();

    await user.click(button);
    await advance(0); // the first press also loads the download's machine
    await act(async () => network.fail());
    await advance(0);
    expect(within(column).getByRole('alert')).toHaveTextContent(file.fileName);

    await tabTo(user, within(column).getByRole('button', { name: `Retry ${file.format} download` }));
    await user.keyboard('{Enter}');

    // The alert's message and its button are gone; focus did not fall back to <body>.
    expect(within(column).getByRole('alert')).toBeEmptyDOMElement();
    expect(button).toHaveFocus();
    expect(network.fetchMock).toHaveBeenCalledTimes(2);
    expect(within(column).getByRole('status')).toHaveTextContent(`Downloading ${file.fileName}…`);
  });
});
