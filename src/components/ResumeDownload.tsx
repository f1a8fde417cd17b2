import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { edgeInForcedColors, styled } from '../../tokens/stitches.config';
import type { DownloadFailure } from '../../machines/resumeDownloadMachine';
import type { ResumeFile, ResumeMessages } from '../content/model';
import { onDemand } from '../hooks/onDemand';
import { filePrefetch } from '../hooks/prefetchFile';
import { useLazyActor } from '../hooks/useLazyActor';
import { warmOnIntent, warmWhenIdle } from '../hooks/warmUp';
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

const loadDownload = onDemand(() => import('./ResumeDownload.lazy'));

/** A click the browser should handle itself: a new tab or window, "save as", a middle click. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface ResumeDownloadProps {
  /** The file, with its button's labels. */
  file: ResumeFile;
  /** What the download says while it runs, once saved and when it fails. */
  messages: ResumeMessages;
}

/** The sentence that tells why a download failed. */
const failureText = (failure: DownloadFailure, { reasons }: ResumeMessages) =>
  failure.reason === 'status' ? fillIn(reasons.status, { status: failure.status }) : reasons[failure.reason];

/**
 * A link that downloads the file. Once the app runs, the download machine fetches it instead, so
 * the page can say it is downloading, that it saved, or why it failed, with a retry. When the page
 * is idle the file is fetched ahead (as is the machine's code), so a tap only revalidates it; intent
 * loads only the code, since a fetch ahead started with the tap would run beside the machine's own.
 */
export function ResumeDownload({ file, messages }: ResumeDownloadProps) {
  const href = publicUrl(file.href);
  const download = useLazyActor(loadDownload, { input: () => ({ file: { url: href, fileName: file.fileName } }) });
  const { snapshot, send } = download;
  const isBusy = snapshot?.hasTag('busy') ?? false;
  const isDone = snapshot?.matches('done') ?? false;
  const failure = snapshot?.matches('failed') ? snapshot.context.failure : null;
  const say = (message: string) => fillIn(message, { file: file.fileName });
  const link = useRef<HTMLAnchorElement>(null);
  const prefetch = useMemo(() => filePrefetch(href), [href]);
  useEffect(() => warmWhenIdle(prefetch), [prefetch]);

  const start = (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    send({ type: 'resume.download' });
  };

  const retry = () => {
    send({ type: 'resume.retry' });
    // The alert and its button disappear; keep keyboard focus on the download it retries.
    link.current?.focus();
  };

  return (
    <Column>
      {/* Presses while busy reach the machine, which ignores them; the status line says why. */}
      <DownloadLink
        ref={link}
        href={href}
        download={file.fileName}
        data-busy={isBusy || undefined}
        onClick={start}
        {...warmOnIntent(loadDownload)}
      >
        {file.downloadLabel}
      </DownloadLink>
      <Status role="status">{isBusy ? say(messages.downloading) : isDone ? say(messages.saved) : ''}</Status>
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
