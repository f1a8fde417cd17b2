import { useRef, useState } from 'react';
import type { ResumeDownloadEvent } from '../../machines/resumeDownloadMachine';
import { edgeInForcedColors, styled } from '../../tokens/stitches.config';
import type { ResumeFile } from '../content/site';
import { useOnDemand } from '../hooks/useOnDemand';
import type { ResumeDownloadControllerProps, ResumeDownloadStatus } from './ResumeDownloadController';
import { Button } from './ui/Button';

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

const loadController = async () => (await import('./ResumeDownloadController')).ResumeDownloadController;

export interface ResumeDownloadProps {
  file: ResumeFile;
  label: string;
}

/** A download button that fetches the file, saves it under its proper name and reports failures. */
export function ResumeDownload({ file, label }: ResumeDownloadProps) {
  const { Controller, dispatch, connect } = useOnDemand<ResumeDownloadEvent, ResumeDownloadControllerProps>(
    loadController,
  );
  const [status, setStatus] = useState<ResumeDownloadStatus>({ isBusy: false, isDone: false, failure: null });
  const button = useRef<HTMLButtonElement>(null);

  const failed = status.failure !== null;

  const retry = () => {
    dispatch({ type: 'resume.retry' });
    // The alert and its button disappear; keep keyboard focus on the download it retries.
    button.current?.focus();
  };

  return (
    <Column>
      {/* Presses while busy reach the machine, which ignores them; the status line says why. */}
      <Button ref={button} data-busy={status.isBusy || undefined} onPress={() => dispatch({ type: 'resume.download' })}>
        {label}
      </Button>
      <Status role="status">
        {status.isBusy ? `Downloading ${file.fileName}…` : status.isDone ? `Saved ${file.fileName}.` : ''}
      </Status>
      <Failure data-failed={failed || undefined}>
        {/* The alert is the message alone: the button beside it is found with Tab, not read out with it. */}
        <p role="alert">{failed && `Couldn't download ${file.fileName}: ${status.failure}.`}</p>
        {failed && (
          // Named by its file: with both downloads failed, two plain "Try again" buttons would sound alike.
          <Button variant="secondary" onPress={retry}>
            Retry {file.format} download
          </Button>
        )}
      </Failure>
      {Controller && <Controller file={file} connect={connect} onStatus={setStatus} />}
    </Column>
  );
}
