import { useActorRef, useSelector } from '@xstate/react';
import { projectPopupMachine } from '../../machines/projectPopupMachine';
import { styled } from '../../tokens/stitches.config';
import { ProjectCard } from '../components/ProjectCard';
import { ProjectPopup } from '../components/ProjectPopup';
import { Container } from '../components/ui/Container';
import { PageHeading } from '../components/ui/PageHeading';
import { projects, projectsPage } from '../content/site';
import { inspectorOptions } from '../inspector';
import { usePageTitle } from '../state/pageTitle';

const Intro = styled(Container, { display: 'grid', gap: '$3' });

const Subheading = styled('p', { fontSize: '$3', color: '$textMuted' });

const Stage = styled('div', {
  marginTop: '$7',
  paddingBlock: '$8',
  backgroundColor: '$chrome',
});

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: '$cardGap',
  padding: 0,
  listStyle: 'none',
});

export function ProjectsPage() {
  usePageTitle(projectsPage.title);
  const popup = useActorRef(projectPopupMachine, inspectorOptions());
  const selectedId = useSelector(popup, (snapshot) => (snapshot.matches('open') ? snapshot.context.projectId : null));
  const selected = projects.find((project) => project.id === selectedId) ?? null;

  return (
    <>
      <Intro>
        <PageHeading>{projectsPage.heading}</PageHeading>
        <Subheading>{projectsPage.subheading}</Subheading>
      </Intro>
      <Stage>
        <Container>
          <Grid>
            {projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  index={index}
                  onOpen={(projectId) => popup.send({ type: 'popup.open', projectId })}
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Stage>
      <ProjectPopup project={selected} onClose={() => popup.send({ type: 'popup.close' })} />
    </>
  );
}
