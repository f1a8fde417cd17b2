import { useId } from 'react';
import { styled } from '../../tokens/stitches.config';
import type { Project } from '../content/model';
import { Dialog } from './ui/Dialog';
import { StaticDialog } from './ui/StaticDialog';
import { ButtonLink } from './ui/ButtonLink';
import { Picture } from './ui/Picture';
import { UnavailableButton } from './ui/UnavailableButton';

const Image = styled(Picture, {
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: '$md',
});

const CodeRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
});

const Note = styled('p', { fontSize: '$1', color: '$textMuted' });

const Details = styled('div', {
  display: 'grid',
  gap: '$2',
  '& strong': { fontWeight: '$bold' },
});

export interface ProjectPopupProps {
  project: Project;
  /** The visitor closes the popup: Escape, backdrop press or the close button. */
  onClose: () => void;
}

/** The project's popup: a modal dialog with its picture, source link or note, and details. */
export function ProjectPopup({ project, onClose }: ProjectPopupProps) {
  return (
    <Dialog title={project.title} onClose={onClose}>
      <ProjectDetails project={project} />
    </Dialog>
  );
}

/** The popup as a project's prerendered address shows it before the app runs; its close link leads to `closeHref`. */
export function StaticProjectPopup({ project, closeHref }: { project: Project; closeHref: string }) {
  return (
    <StaticDialog title={project.title} closeHref={closeHref}>
      <ProjectDetails project={project} />
    </StaticDialog>
  );
}

function ProjectDetails({ project }: { project: Project }) {
  const privateNoteId = useId();
  return (
    <>
      <Image
        src={project.image}
        alt={`Preview of ${project.title}`}
        sizes="(min-width: 640px) 576px, 100vw"
        isPriority
      />
      <CodeRow>
        {project.code ? (
          <ButtonLink href={project.link}>Github available</ButtonLink>
        ) : (
          <>
            <UnavailableButton type="button" aria-disabled="true" aria-describedby={privateNoteId}>
              Contact for Code
            </UnavailableButton>
            <Note id={privateNoteId}>The source is private; ask me about it.</Note>
          </>
        )}
      </CodeRow>
      <Details>
        <p>
          <strong>Duration: </strong>
          {project.duration}
        </p>
        <p>
          <strong>Stack: </strong>
          {project.stack}
        </p>
        <p>
          <strong>Description:</strong> {project.description}
        </p>
      </Details>
    </>
  );
}
