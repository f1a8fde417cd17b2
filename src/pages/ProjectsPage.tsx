import { useEffect } from 'react';
import { useIsSSR } from 'react-aria';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { ProjectCard } from '../components/ProjectCard';
import { Container } from '../components/ui/Container';
import { PageHeading } from '../components/ui/PageHeading';
import { owner, projects, projectsPage } from '../content';
import { projectPageMeta } from '../content/model';
import { useLazyActor } from '../hooks/useLazyActor';
import { usePageTitle } from '../hooks/usePageTitle';
import { warmOnIntent } from '../hooks/warmUp';
import { paths, projectPath } from '../urls/paths';
import { NotFoundPage } from './NotFoundPage';
import { loadProjectPopup } from './projectPopupLoader';

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

/** History state of an address pushed by pressing a card: closing the popup goes back to the grid. */
interface CardOpened {
  openedByCard: true;
}

const isCardOpened = (state: unknown): state is CardOpened =>
  typeof state === 'object' && state !== null && (state as Partial<CardOpened>).openedByCard === true;

/**
 * The project grid; at a project's address (`/Projects/<id>`) with that project's popup open. The
 * address says which project is open: pressing a card goes to its address, Back and Forward close
 * and reopen, and closing leaves the address (back to the grid, or to `/Projects` after a visit
 * straight to it). The popup machine follows the address and returns focus to the card.
 */
export function ProjectsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const projectId = useMatch(projectPath.path)?.params.projectId ?? null;
  const project = projectId === null ? undefined : projects.find((candidate) => candidate.id === projectId);
  const isUnknownProject = projectId !== null && project === undefined;
  usePageTitle(project ? projectPageMeta(project, owner.name).title : projectsPage.title);

  // Only an open is worth loading the code for; a close with nothing open is nothing to do.
  const popup = useLazyActor(loadProjectPopup, { isIntent: (event) => event.type === 'popup.open' });
  const { send } = popup;
  const openedBy = isCardOpened(location.state) ? 'card' : 'address';
  useEffect(() => {
    if (project) send({ type: 'popup.open', projectId: project.id, openedBy });
    else send({ type: 'popup.close' });
  }, [project, openedBy, send]);

  const isLeaving = popup.snapshot?.hasTag('leavingAddress') ?? false;
  const wasOpenedByCard = popup.snapshot?.context.openedBy === 'card';
  useEffect(() => {
    if (!isLeaving) return;
    if (wasOpenedByCard) void navigate(-1);
    else void navigate(paths.projects.getHref(), { replace: true, preventScrollReset: true });
  }, [isLeaving, wasOpenedByCard, navigate]);

  // Before the app has taken over the prerendered page, the popup is its static stand-in.
  const isStatic = useIsSSR();
  const popupCode = loadProjectPopup.current();
  if (isUnknownProject) return <NotFoundPage />;
  const showsPopup = project !== undefined && popupCode !== undefined && !isLeaving;

  return (
    <>
      <div inert={showsPopup && isStatic}>
        <Intro>
          <PageHeading>{projectsPage.heading}</PageHeading>
          <Subheading>{projectsPage.subheading}</Subheading>
        </Intro>
        <Stage>
          <Container>
            <Grid {...warmOnIntent(loadProjectPopup)}>
              {projects.map((item, index) => (
                <li key={item.id}>
                  <ProjectCard
                    project={item}
                    index={index}
                    onOpen={(id) => void navigate(projectPath.getHref(id), { state: { openedByCard: true }, preventScrollReset: true })}
                  />
                </li>
              ))}
            </Grid>
          </Container>
        </Stage>
      </div>
      {showsPopup &&
        (isStatic ? (
          <popupCode.StaticProjectPopup project={project} closeHref={paths.projects.getHref()} />
        ) : (
          <popupCode.ProjectPopup project={project} onClose={() => send({ type: 'popup.dismiss' })} />
        ))}
    </>
  );
}
