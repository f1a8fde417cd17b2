import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../hooks/useIsHydrating';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { ProjectCard } from '../components/ProjectCard';
import { StaticProjectPopup } from '../components/ProjectDetails';
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

  // A card pressed is worth loading the popup's code at once. An address visited straight shows the
  // static popup and loads the code with the page's idle warm-up (or on intent), like /Projects;
  // the open is told again once the machine runs.
  const popup = useLazyActor(loadProjectPopup, {
    isIntent: (event) => event.type === 'popup.open' && event.openedBy === 'card',
  });
  const { send } = popup;
  const isRunning = popup.snapshot !== undefined;
  const openedBy = isCardOpened(location.state) ? 'card' : 'address';
  useEffect(() => {
    if (project) send({ type: 'popup.open', projectId: project.id, openedBy });
    else send({ type: 'popup.close' });
  }, [project, openedBy, send, isRunning]);

  const isLeaving = popup.snapshot?.hasTag('leavingAddress') ?? false;
  const wasOpenedByCard = popup.snapshot?.context.openedBy === 'card';
  // Leave the project's address once the address is there (a card press may still be arriving at it).
  const isAtProjectAddress = project !== undefined;
  useEffect(() => {
    if (!isLeaving || !isAtProjectAddress) return;
    if (wasOpenedByCard) void navigate(-1);
    else void navigate(paths.projects.getHref(), { replace: true, preventScrollReset: true });
  }, [isLeaving, isAtProjectAddress, wasOpenedByCard, navigate]);

  // Before the app has taken over the prerendered page, and until the popup's code is here, the
  // popup is its static stand-in (the same look, a close link); the page behind it is inert.
  const isHydrating = useIsHydrating();
  const ArrivedPopup = isHydrating ? undefined : popup.module?.ProjectPopup;
  // The modal's code is taken up as a transition: when it takes over from a static popup (a page
  // still starting up), React renders it in short slices instead of one long task.
  const [Popup, setPopup] = useState<typeof ArrivedPopup>(undefined);
  useEffect(() => {
    if (!ArrivedPopup) return;
    startTransition(() => setPopup(() => ArrivedPopup));
  }, [ArrivedPopup]);
  if (isUnknownProject) return <NotFoundPage />;
  // A card press tells the machine at once, so the popup opens in the same frame; the address follows.
  const machineProjectId = popup.snapshot?.matches('open') ? popup.snapshot.context.projectId : null;
  const shownProject = project ?? projects.find((candidate) => candidate.id === machineProjectId);
  const showsPopup = shownProject !== undefined && !isLeaving;
  // A card pressed waits for the modal (its code loads at once, and focus stays on the card meanwhile).
  const showsStaticPopup = showsPopup && !Popup && openedBy === 'address';

  return (
    <>
      <div inert={showsStaticPopup}>
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
                    onOpen={(id) => {
                      send({ type: 'popup.open', projectId: id, openedBy: 'card' });
                      void navigate(projectPath.getHref(id), {
                        state: { openedByCard: true },
                        preventScrollReset: true,
                      });
                    }}
                  />
                </li>
              ))}
            </Grid>
          </Container>
        </Stage>
      </div>
      {showsPopup && Popup && <Popup project={shownProject} onClose={() => send({ type: 'popup.dismiss' })} />}
      {showsStaticPopup && (
        <StaticProjectPopup
          project={shownProject}
          closeTo={paths.projects.getHref()}
          {...warmOnIntent(loadProjectPopup)}
        />
      )}
    </>
  );
}
