import type { ProjectPopupEvent } from '../../machines/projectPopupMachine';
import { styled } from '../../tokens/stitches.config';
import { ProjectCard } from '../components/ProjectCard';
import type { ProjectPopupControllerProps } from '../components/ProjectPopupController';
import { Container } from '../components/ui/Container';
import { PageHeading } from '../components/ui/PageHeading';
import { projects, projectsPage } from '../content/site';
import { usePageTitle } from '../hooks/usePageTitle';
import { useOnDemand } from '../hooks/useOnDemand';

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

/** The popup, its machine and react-aria's Modal load when a card is first pressed. */
const loadPopup = async () => (await import('../components/ProjectPopupController')).ProjectPopupController;

export function ProjectsPage() {
  usePageTitle(projectsPage.title);
  const popup = useOnDemand<ProjectPopupEvent, ProjectPopupControllerProps>(loadPopup);

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
                  onOpen={(projectId) => popup.dispatch({ type: 'popup.open', projectId })}
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Stage>
      {popup.Controller && <popup.Controller connect={popup.connect} />}
    </>
  );
}
