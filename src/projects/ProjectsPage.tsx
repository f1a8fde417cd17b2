import { useDeferredValue } from 'react';
import { styled } from '../../tokens/stitches.config';
import { ProjectCard } from './ProjectCard';
import { StaticProjectPopup } from './ProjectDetails';
import { Container } from '../components/ui/Container';
import { PageHeading } from '../components/ui/PageHeading';
import { owner, projects, projectsPage } from '../content';
import { projectPageMeta } from '../content/model';
import { useIsHydrating } from '../hooks/useIsHydrating';
import { useCoverPage } from '../hooks/pageCover';
import { useLazyActor } from '../hooks/useLazyActor';
import { usePageTitle } from '../hooks/usePageTitle';
import { warmOnIntent } from '../hooks/warmUp';
import { paths } from '../urls/paths';
import { NotFoundPage } from '../pages/NotFoundPage';
import { loadProjectPopup } from './projectPopupLoader';
import { projectPopupView } from './projectPopupView';
import { useProjectAddress } from './useProjectAddress';

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

/**
 * The project grid; at a project's address (`/Projects/<id>`) with that project's popup open
 * (`useProjectAddress` keeps the popup machine and the address in step).
 */
export function ProjectsPage() {
  // A card pressed is worth loading the popup's code at once. An address visited straight shows the
  // static popup and loads the code with the page's idle warm-up (or on intent), like /Projects.
  const popup = useLazyActor(loadProjectPopup, {
    isIntent: (event) => event.type === 'popup.open' && event.openedBy === 'card',
  });
  const { project, isUnknownProject, openedBy, openFromCard } = useProjectAddress(popup);
  usePageTitle(project ? projectPageMeta(project, owner.name).title : projectsPage.title);

  // Before the app has taken over the prerendered page, and until the popup's code is here, a
  // project's address shows the popup's static stand-in (the same look, a close link); the page
  // behind it is inert. The modal takes over from it deferred: React renders it in the background,
  // in short slices, instead of one long task while the page is still starting up.
  const isModalReady = !useIsHydrating() && popup.module !== undefined;
  const isHandOverReady = useDeferredValue(isModalReady);
  const open = popup.snapshot?.matches('open') ? popup.snapshot.context : undefined;
  const view = projectPopupView({
    addressProject: project,
    addressOpenedBy: openedBy,
    open: open && {
      project: projects.find((candidate) => candidate.id === open.projectId),
      openedBy: open.openedBy ?? 'address',
    },
    isLeaving: popup.snapshot?.hasTag('leavingAddress') ?? false,
    isModalReady,
    isHandOverReady,
  });
  const Popup = popup.module?.ProjectPopup;
  useCoverPage(view.kind === 'static');
  if (isUnknownProject) return <NotFoundPage />;

  return (
    <>
      <div inert={view.kind === 'static'}>
        <Intro>
          <PageHeading>{projectsPage.heading}</PageHeading>
          <Subheading>{projectsPage.subheading}</Subheading>
        </Intro>
        <Stage>
          <Container>
            <Grid {...warmOnIntent(loadProjectPopup)}>
              {projects.map((item, index) => (
                <li key={item.id}>
                  <ProjectCard project={item} index={index} onOpen={openFromCard} />
                </li>
              ))}
            </Grid>
          </Container>
        </Stage>
      </div>
      {view.kind === 'modal' && Popup && (
        <Popup
          project={view.project}
          onClose={() => popup.send({ type: 'popup.dismiss' })}
          hasEntrance={view.hasEntrance}
        />
      )}
      {view.kind === 'static' && (
        <StaticProjectPopup
          project={view.project}
          closeTo={paths.projects.getHref()}
          {...warmOnIntent(loadProjectPopup)}
        />
      )}
    </>
  );
}
