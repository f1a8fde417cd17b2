import { useId } from 'react';
import { styled } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import type { Project } from '../content/model';
import { imageUses } from '../images/imageBoxes';
import { fillIn } from '../text/fillIn';
import { Picture } from '../components/ui/Picture';
import { RichText } from '../components/ui/RichText';
import { ButtonLink, UnavailableButton } from '../components/ui/PlainButton';
import { useLanguageOf } from '../hooks/useLanguageOf';
import { Words } from '../components/ui/Words';

const Image = styled(Picture, {
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: '$md',
});

const CodeRow = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });

const Note = styled('p', { fontSize: '$1', color: '$textMuted' });

const Details = styled('div', { display: 'grid', gap: '$2', '& strong': { fontWeight: '$bold' } });

/** What a project's popup and page show: its picture, its source link or the private-code note, and its details. */
export function ProjectDetails({ project }: { project: Project }) {
  const { projectsPage } = useContent();
  const privateNoteId = useId();
  const words = projectsPage.popup;
  const languageOf = useLanguageOf();
  const path = `projects.${project.id}`;
  const popup = 'projectsPage.popup';
  return (
    <>
      <Image
        src={project.image}
        alt={fillIn(words.imageAlt, { title: project.title })}
        {...languageOf(`${popup}.imageAlt`)}
        fills={imageUses.projectPopup}
        isPriority
      />
      <CodeRow>
        {project.code ? (
          <ButtonLink href={project.link}>
            <Words path={`${popup}.sourceLink`}>{words.sourceLink}</Words>
          </ButtonLink>
        ) : (
          <>
            <UnavailableButton type="button" aria-disabled="true" aria-describedby={privateNoteId}>
              <Words path={`${popup}.privateSource`}>{words.privateSource}</Words>
            </UnavailableButton>
            <Note id={privateNoteId} {...languageOf(`${popup}.privateSourceNote`)}>
              {words.privateSourceNote}
            </Note>
          </>
        )}
      </CodeRow>
      <Details>
        <p>
          <strong>
            <Words path={`${popup}.durationLabel`}>{words.durationLabel}</Words>
          </strong>{' '}
          <Words path={`${path}.duration`}>{project.duration}</Words>
        </p>
        <p>
          <strong>
            <Words path={`${popup}.stackLabel`}>{words.stackLabel}</Words>
          </strong>{' '}
          <bdi {...languageOf(`${path}.stack`)}>{project.stack}</bdi>
        </p>
        {/* Its paragraphs follow one another; the label starts the first. */}
        <RichText
          text={project.description}
          language={languageOf(`${path}.description`)}
          lead={
            <>
              <strong>
                <Words path={`${popup}.descriptionLabel`}>{words.descriptionLabel}</Words>
              </strong>{' '}
            </>
          }
        />
      </Details>
    </>
  );
}
