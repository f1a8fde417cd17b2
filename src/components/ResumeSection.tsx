import { edgeInForcedColors, styled } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { newTabText, resumeFiles } from '../content/model';
import { fileAddress } from '../urls/basePath';
import { ResumeDownload } from './ResumeDownload';
import { Container } from './ui/Container';
import { ButtonLink } from './ui/PlainButton';
import { VisuallyHidden } from './ui/VisuallyHidden';
import { Words } from './ui/Words';

const Card = styled('section', {
  display: 'grid',
  gap: '$5',
  marginTop: '$8',
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$raised',
  ...edgeInForcedColors(),
  '@sm': { padding: '$7' },
});

const Heading = styled('h2', { fontSize: '$5' });

const Actions = styled('div', {
  display: 'grid',
  gap: '$4',
  alignItems: 'start',
  justifyItems: 'start',
  // Side by side where they fit, on as many rows as longer words or a larger font need.
  '@sm': { display: 'flex', flexWrap: 'wrap', columnGap: '$5' },
});

/** A download for each file the content has (a PDF, a Word file or both), and View PDF where there is a PDF. */
export function ResumeSection() {
  const { layout, resume } = useContent();
  const { pdf } = resume;
  const files = resumeFiles(resume);
  // The content check asks for one file at least: a section with none would offer nothing.
  if (files.length === 0) return null;
  return (
    <Container>
      <Card aria-labelledby="resume-heading">
        <Heading id="resume-heading">
          <Words path="resume.heading">{resume.heading}</Words>
        </Heading>
        <Actions>
          {files.map((file) => (
            <ResumeDownload key={file.format} file={file} messages={resume.messages} />
          ))}
          {pdf && (
            <ButtonLink href={fileAddress(pdf.href)} target="_blank" rel="noopener noreferrer" variant="secondary">
              <Words path="resume.pdf.viewLabel">{pdf.viewLabel}</Words>
              <VisuallyHidden>
                <Words path="layout.newTabNote">{newTabText(layout.newTabNote)}</Words>
              </VisuallyHidden>
            </ButtonLink>
          )}
        </Actions>
      </Card>
    </Container>
  );
}
