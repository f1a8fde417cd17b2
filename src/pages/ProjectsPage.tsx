import { styled } from '../../tokens/stitches.config';
import { ProjectCard } from '../components/ProjectCard';
import { Container } from '../components/ui/Container';
import { PageHeading } from '../components/ui/PageHeading';
import { projects, projectsPage } from '../content';
import { onDemand } from '../hooks/onDemand';
import { useLazyActor } from '../hooks/useLazyActor';
import { usePageTitle } from '../hooks/usePageTitle';
import { warmOnIntent } from '../hooks/warmUp';

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

/** The popup, its machine and react-aria's Modal load when the page is idle, or with the first card pressed. */
const loadPopup = onDemand(() => import('../components/ProjectPopup.lazy'));

export function ProjectsPage() {
  usePageTitle(projectsPage.title);
  const popup = useLazyActor(loadPopup);
  const openId = popup.snapshot?.matches('open') ? popup.snapshot.context.projectId : null;
  const openProject = projects.find((project) => project.id === openId);
  const Popup = popup.module?.ProjectPopup;

  return (
    <>
      <Intro>
        <PageHeading>{projectsPage.heading}</PageHeading>
        <Subheading>{projectsPage.subheading}</Subheading>
      </Intro>
      <Stage>
        <Container>
          <Grid {...warmOnIntent(loadPopup)}>
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
      {Popup && openProject && <Popup project={openProject} onClose={() => popup.send({ type: 'popup.close' })} />}
    </>
  );
}
