import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { resumeDownloadMachine } from '../../machines/resumeDownloadMachine';
import { styled } from '../../tokens/stitches.config';
import type { ResumeFile } from '../content/site';
import { inspectorOptions } from '../inspector';
import { Button } from './ui/Button';

const Column = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });

const Status = styled('p', {
  minHeight: '1.6em',
  fontSize: '$1',
  color: '$textMuted',
  '&:empty': { minHeight: 0 },
});

const Alert = styled('div', {
  display: 'grid',
  gap: '$2',
  justifyItems: 'start',
  maxWidth: '36ch',
  padding: '$3',
  borderRadius: '$sm',
  backgroundColor: '$dangerSurface',
  color: '$danger',
  fontSize: '$1',
});

export interface ResumeDownloadProps {
  file: ResumeFile;
  label: string;
}

/** A download button that fetches the file, saves it under its proper name and reports failures. */
export function ResumeDownload({ file, label }: ResumeDownloadProps) {
  const download = useActorRef(resumeDownloadMachine, {
    input: { file: { url: file.href, fileName: file.fileName } },
    ...inspectorOptions(),
  });
  const isBusy = useSelector(download, (snapshot) => snapshot.hasTag('busy'));
  const isDone = useSelector(download, (snapshot) => snapshot.matches('done'));
  const failure = useSelector(download, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null));
  const button = useRef<HTMLButtonElement>(null);

  const retry = () => {
    download.send({ type: 'resume.retry' });
    // The alert and its button disappear; keep keyboard focus on the download it retries.
    button.current?.focus();
  };

  return (
    <Column>
      <Button ref={button} isPending={isBusy} onPress={() => download.send({ type: 'resume.download' })}>
        {label}
      </Button>
      <Status role="status">
        {isBusy ? `Downloading ${file.fileName}…` : isDone ? `Saved ${file.fileName}.` : ''}
      </Status>
      {failure !== null && (
        <Alert role="alert">
          <p>
            Couldn&apos;t download {file.fileName}: {failure}.
          </p>
          <Button variant="secondary" onPress={retry}>
            Try again
          </Button>
        </Alert>
      )}
    </Column>
  );
}
