import { useId } from 'react';
import { styled } from '../../tokens/stitches.config';
import type { Project } from '../content/model';
import { StaticDialog, type StaticDialogProps } from './ui/StaticDialog';
import { ButtonLink } from './ui/ButtonLink';
import { Picture } from './ui/Picture';
import { UnavailableButton } from './ui/UnavailableButton';
import { writeStyles } from './ui/writeStyles';

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

/** Writes the rules of a project's details before they first show (see `writeStyles`). */
export function writeProjectDetailsStyles(): void {
  writeStyles([Image], [CodeRow], [ButtonLink], [UnavailableButton], [Note], [Details]);
}

/** What a project's popup shows: its picture, its source link or the private-code note, and its details. */
export function ProjectDetails({ project }: { project: Project }) {
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

/**
 * The popup as a project's prerendered address shows it, before the app runs and until the
 * popup's code has loaded; its close link leads to `closeTo`.
 */
export function StaticProjectPopup({
  project,
  ...dialog
}: { project: Project } & Omit<StaticDialogProps, 'title' | 'children'>) {
  return (
    <StaticDialog title={project.title} {...dialog}>
      <ProjectDetails project={project} />
    </StaticDialog>
  );
}
