import { useSelector } from '@xstate/react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { edgeInForcedColors, styled } from '../../tokens/stitches.config';
import type { DownloadFailure } from '../../machines/resumeDownloadMachine';
import { type ResumeFile, type ResumeMessages, textDirection } from '../content/model';
import { useContent } from '../hooks/useContent';
import { prefetchWhenIdle } from '../hooks/prefetchFile';
import { useDeferredActor } from '../hooks/useDeferredActor';
import { useLanguageOf } from '../hooks/useLanguageOf';
import { fillIn } from '../text/fillIn';
import { fileAddress } from '../urls/basePath';
import { FilledIn } from './ui/FilledIn';
import { buttonLook, PlainButton } from './ui/PlainButton';
import { Words } from './ui/Words';

const Column = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });

const Status = styled('p', { minHeight: '1.6em', fontSize: '$1', color: '$textMuted', '&:empty': { minHeight: 0 } });

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
  // Always rendered so screen readers know the alert region before it fills; empty, it takes no room.
  '&:not([data-failed])': { position: 'absolute', padding: 0, border: 'none' },
});

// A real link, so the file downloads even before the app runs.
const DownloadLink = styled('a', { ...buttonLook, '&[data-busy]': { cursor: 'progress' } });

const failureText = (failure: DownloadFailure, { reasons }: ResumeMessages) =>
  failure.reason === 'status' ? fillIn(reasons.status, { status: failure.status }) : reasons[failure.reason];

/** Once the app runs, the machine fetches the file so the page can show progress, failure and retry. */
export function ResumeDownload({ file, messages }: { file: ResumeFile; messages: ResumeMessages }) {
  const key = file.format === 'PDF' ? 'pdf' : 'word';
  const href = fileAddress(file.href);
  const download = useDeferredActor(
    (machines) => machines.resumeDownloadMachine,
    () => ({ input: { file: { url: href, fileName: file.fileName } } }),
  );
  const isBusy = useSelector(download.actor, (state) => state?.hasTag('busy') ?? false);
  const isDone = useSelector(download.actor, (state) => state?.matches('done') ?? false);
  const failure = useSelector(download.actor, (state) => (state?.matches('failed') ? state.context.failure : null));
  // The file's name is isolated against the direction of the words around it (components/ui/FilledIn).
  const dir = textDirection(useContent().language);
  const languageOf = useLanguageOf();
  // A message its language leaves in another's is marked so, and the file's name isolated against that one's direction.
  const dirOf = (message: keyof ResumeMessages) => languageOf(`resume.messages.${message}`).dir ?? dir;
  const say = (message: 'downloading' | 'started') => (
    <Words path={`resume.messages.${message}`}>
      <FilledIn template={messages[message]} values={{ file: file.fileName }} dir={dirOf(message)} />
    </Words>
  );
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => prefetchWhenIdle(href), [href]);

  const start = (event: MouseEvent) => {
    // New tab or window, "save as", middle click: the browser handles these itself; and the link
    // downloads on its own when the machine cannot load.
    if (download.isUnavailable) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    download.send({ type: 'resume.download' });
  };

  const retry = () => {
    download.send({ type: 'resume.retry' });
    // The retry button disappears: keep keyboard focus on the download.
    link.current?.focus();
  };

  return (
    <Column>
      <DownloadLink ref={link} href={href} download={file.fileName} data-busy={isBusy || undefined} onClick={start}>
        <Words path={`resume.${key}.downloadLabel`}>{file.downloadLabel}</Words>
      </DownloadLink>
      <Status role="status">{isBusy ? say('downloading') : isDone ? say('started') : ''}</Status>
      <Failure data-failed={failure !== null || undefined}>
        {/* The alert holds only the message, so the button is not read out with it. */}
        <p role="alert">
          {failure !== null && (
            <Words path="resume.messages.failed">
              <FilledIn
                template={messages.failed}
                values={{ file: file.fileName, reason: failureText(failure, messages) }}
                dir={dirOf('failed')}
              />
            </Words>
          )}
        </p>
        {failure !== null && (
          // Named by its file: two failed downloads would otherwise give two identical "Try again" buttons.
          <PlainButton type="button" variant="secondary" onClick={retry}>
            <Words path={`resume.${key}.retryLabel`}>{file.retryLabel}</Words>
          </PlainButton>
        )}
      </Failure>
    </Column>
  );
}
