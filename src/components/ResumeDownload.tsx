import { useActorRef, useSelector } from '@xstate/react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { edgeInForcedColors, styled } from '../../tokens/stitches.config';
import { type DownloadFailure, resumeDownloadMachine } from '../../machines/resumeDownloadMachine';
import type { ResumeFile, ResumeMessages } from '../content/model';
import { prefetchWhenIdle } from '../hooks/prefetchFile';
import { inspectorOptions } from '../inspector';
import { fillIn } from '../text/fillIn';
import { publicUrl } from '../urls/basePath';
import { buttonLook } from './ui/buttonLook';
import { PlainButton } from './ui/PlainButton';

const Column = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });

const Status = styled('p', {
  minHeight: '1.6em',
  fontSize: '$1',
  color: '$textMuted',
  '&:empty': { minHeight: 0 },
});

const Failure = styled('div', {
  display: 'grid',
  gap: '$2',
  justifyItems: 'start',
  maxWidth: '36ch',
  padding: '$3',
  borderRadius: '$sm',
  backgroundColor: '$dangerSurface',
  color: '$danger',
  fontSize: '$1',
  ...edgeInForcedColors(),
  // Always there, so screen readers know its alert region before a failure fills it; with no
  // failure it takes no room (out of the grid's flow: no gap for it either).
  '&:not([data-failed])': { position: 'absolute', padding: 0, border: 'none' },
});

/** A real link to the file, so it downloads before the app runs; the app then shows progress and failures. */
const DownloadLink = styled('a', { ...buttonLook, '&[data-busy]': { cursor: 'progress' } });

/** A click the browser should handle itself: a new tab or window, "save as", a middle click. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface ResumeDownloadProps {
  /** The file, with its button's labels. */
  file: ResumeFile;
  /** What the download says while it runs, once handed to the browser and when it fails. */
  messages: ResumeMessages;
}

/** The sentence that tells why a download failed. */
const failureText = (failure: DownloadFailure, { reasons }: ResumeMessages) =>
  failure.reason === 'status' ? fillIn(reasons.status, { status: failure.status }) : reasons[failure.reason];

/**
 * A link that downloads the file. Once the app runs, the download machine fetches it instead, so
 * the page can say it is downloading, that the browser has the file, or why it failed, with a retry.
 * When the page is idle the file is fetched ahead, so a tap only revalidates it.
 */
export function ResumeDownload({ file, messages }: ResumeDownloadProps) {
  const href = publicUrl(file.href);
  const download = useActorRef(resumeDownloadMachine, {
    input: { file: { url: href, fileName: file.fileName } },
    ...inspectorOptions(),
  });
  const isBusy = useSelector(download, (state) => state.hasTag('busy'));
  const isDone = useSelector(download, (state) => state.matches('done'));
  const failure = useSelector(download, (state) => (state.matches('failed') ? state.context.failure : null));
  const say = (message: string) => fillIn(message, { file: file.fileName });
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => prefetchWhenIdle(href), [href]);

  const start = (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    download.send({ type: 'resume.download' });
  };

  const retry = () => {
    download.send({ type: 'resume.retry' });
    // The alert and its button disappear; keep keyboard focus on the download it retries.
    link.current?.focus();
  };

  return (
    <Column>
      {/* Presses while busy reach the machine, which ignores them; the status line says why. */}
      <DownloadLink ref={link} href={href} download={file.fileName} data-busy={isBusy || undefined} onClick={start}>
        {file.downloadLabel}
      </DownloadLink>
      <Status role="status">{isBusy ? say(messages.downloading) : isDone ? say(messages.started) : ''}</Status>
      <Failure data-failed={failure !== null || undefined}>
        {/* The alert is the message alone: the button beside it is found with Tab, not read out with it. */}
        <p role="alert">
          {failure !== null && fillIn(messages.failed, { file: file.fileName, reason: failureText(failure, messages) })}
        </p>
        {failure !== null && (
          // Named by its file: with both downloads failed, two plain "Try again" buttons would sound alike.
          <PlainButton type="button" variant="secondary" onClick={retry}>
            {file.retryLabel}
          </PlainButton>
        )}
      </Failure>
    </Column>
  );
}
