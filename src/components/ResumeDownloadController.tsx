import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type ResumeDownloadEvent, resumeDownloadMachine } from '../../machines/resumeDownloadMachine';
import type { ResumeFile } from '../content/site';
import { inspectorOptions } from '../inspector';
import { publicUrl } from '../routes/basePath';

export interface ResumeDownloadStatus {
  isBusy: boolean;
  isDone: boolean;
  /** Why the last attempt failed; null unless it did. */
  failure: string | null;
}

export interface ResumeDownloadControllerProps {
  file: ResumeFile;
  connect: (send: (event: ResumeDownloadEvent) => void) => void;
  onStatus: (status: ResumeDownloadStatus) => void;
}

/** Runs one file's download machine and reports its state to the button (loaded on the first press). */
export function ResumeDownloadController({ file, connect, onStatus }: ResumeDownloadControllerProps) {
  const download = useActorRef(resumeDownloadMachine, {
    input: { file: { url: publicUrl(file.href), fileName: file.fileName } },
    ...inspectorOptions(),
  });
  const isBusy = useSelector(download, (snapshot) => snapshot.hasTag('busy'));
  const isDone = useSelector(download, (snapshot) => snapshot.matches('done'));
  const failure = useSelector(download, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null));

  useEffect(() => connect(download.send), [connect, download]);
  useEffect(() => onStatus({ isBusy, isDone, failure }), [onStatus, isBusy, isDone, failure]);
  return null;
}
