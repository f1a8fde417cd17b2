import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type ProjectPopupEvent, projectPopupMachine } from '../../machines/projectPopupMachine';
import { projects } from '../content/site';
import { inspectorOptions } from '../inspector';
import { ProjectPopup } from './ProjectPopup';

export interface ProjectPopupControllerProps {
  connect: (send: (event: ProjectPopupEvent) => void) => void;
}

/** Runs the popup machine and shows the selected project (loaded when a card is first pressed). */
export function ProjectPopupController({ connect }: ProjectPopupControllerProps) {
  const popup = useActorRef(projectPopupMachine, inspectorOptions());
  const selectedId = useSelector(popup, (snapshot) => (snapshot.matches('open') ? snapshot.context.projectId : null));
  const selected = projects.find((project) => project.id === selectedId) ?? null;

  useEffect(() => connect(popup.send), [connect, popup]);
  return <ProjectPopup project={selected} onClose={() => popup.send({ type: 'popup.close' })} />;
}
