import { edgeInForcedColors, styled } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { newTabText } from '../content/model';
import { fileAddress } from '../urls/basePath';
import { ResumeDownload } from './ResumeDownload';
import { Container } from './ui/Container';
import { ButtonLink } from './ui/PlainButton';
import { VisuallyHidden } from './ui/VisuallyHidden';

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

export function ResumeSection() {
  const { layout, resume } = useContent();
  return (
    <Container>
      <Card aria-labelledby="resume-heading">
        <Heading id="resume-heading">{resume.heading}</Heading>
        <Actions>
          <ResumeDownload file={resume.pdf} messages={resume.messages} />
          <ResumeDownload file={resume.word} messages={resume.messages} />
          <ButtonLink href={fileAddress(resume.pdf.href)} target="_blank" rel="noopener noreferrer" variant="secondary">
            {resume.pdf.viewLabel}
            <VisuallyHidden>{newTabText(layout.newTabNote)}</VisuallyHidden>
          </ButtonLink>
        </Actions>
      </Card>
    </Container>
  );
}
