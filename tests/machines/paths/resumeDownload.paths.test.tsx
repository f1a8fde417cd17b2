import { act, screen, within } from '@testing-library/react';
import { downloadTimeoutMs, resumeDownloadMachine, saveSettleMs } from '../../../machines/resumeDownloadMachine';
import { resume } from '../../../src/content';
import { fileAddress } from '../../../src/urls/basePath';
import { siteWords } from '../../support/siteWords';
import { advance } from '../../support/clock';
import { controlledFetch, recordSavedFiles } from '../../support/controlledFetch';
import { createMachineTestModel, machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { renderRoute } from '../../support/renderRoute';
import { resumeDownloads } from '../../support/resumeFixtures';

// The paths are the machine's, whichever file it downloads: the first the content offers.
const [{ file: firstFile }] = resumeDownloads;
const paths = createMachineTestModel(resumeDownloadMachine, {
  input: { file: { url: fileAddress(firstFile.href), fileName: firstFile.fileName } },
}).getShortestPaths();

describe('resume download machine, driven through the Home page', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('has paths that take every transition of the machine', () => {
    expect(transitionsTaken(paths)).toEqual(machineTransitions(resumeDownloadMachine));
  });

  describe.each(resumeDownloads)('$label', ({ label, file, bytes }) => {
    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const network = controlledFetch();
      const disk = recordSavedFiles();
      const { user } = await renderRoute('/', { advanceTimers: jest.advanceTimersByTime });
      const section = screen.getByRole('region', { name: resume.heading });
      const button = within(section).getByRole('link', { name: label });
      const status = () => within(button.parentElement!).getByRole('status');
      // The alert region is always there (screen readers learn of it before a failure fills it).
      const alert = () => within(button.parentElement!).getByRole('alert');
      let revokeFails = false;
      URL.revokeObjectURL = jest.fn((url: string) => {
        disk.revoked.push(url);
        if (revokeFails) throw new Error('revoke failed');
      });

      await path.test({
        events: {
          'resume.download': async () => {
            await user.click(button);
            await advance(0);
          },
          'resume.retry': async () => {
            await user.click(within(button.parentElement!).getByRole('button', { name: file.retryLabel }));
            await advance(0);
          },
          'xstate.done.actor.fetchResume': async () => {
            await act(async () => network.respond(bytes, { status: 200 }));
            await advance(0);
          },
          'xstate.error.actor.fetchResume': async () => {
            await act(async () => network.respond('missing', { status: 404 }));
            await advance(0);
          },
          'xstate.after.downloadTimeout.resumeDownload.fetching': () => advance(downloadTimeoutMs),
          'xstate.done.actor.saveFile': () => advance(saveSettleMs),
          'xstate.error.actor.saveFile': () => {
            revokeFails = true;
            return advance(saveSettleMs);
          },
        },
        states: {
          idle: () => {
            expect(status()).toBeEmptyDOMElement();
            expect(alert()).toBeEmptyDOMElement();
            expect(network.fetchMock).not.toHaveBeenCalled();
          },
          fetching: async () => {
            expect(status()).toHaveTextContent(siteWords.resume.downloading(file));
            expect(button).toHaveAttribute('data-busy', 'true');
            expect(alert()).toBeEmptyDOMElement();
            expect(network.fetchMock).toHaveBeenLastCalledWith(fileAddress(file.href), expect.anything());
            // A second press while busy starts nothing new.
            const requests = network.fetchMock.mock.calls.length;
            await user.click(button);
            expect(network.fetchMock).toHaveBeenCalledTimes(requests);
          },
          saving: () => {
            expect(status()).toHaveTextContent(siteWords.resume.downloading(file));
            expect(disk.saved.at(-1)).toEqual({ href: disk.created.at(-1), download: file.fileName });
          },
          done: () => {
            expect(status()).toHaveTextContent(siteWords.resume.started(file));
            expect(disk.revoked).toEqual(disk.created);
            expect(button).not.toHaveAttribute('data-busy');
          },
          failed: () => {
            expect(alert()).toHaveTextContent(siteWords.resume.failedStart(file));
            expect(within(button.parentElement!).getByRole('button', { name: file.retryLabel })).toBeEnabled();
            expect(status()).toBeEmptyDOMElement();
            expect(disk.revoked).toEqual(disk.created);
          },
        },
      });
    });
  });
});
