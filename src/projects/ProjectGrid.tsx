import { Activity, memo, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { styled } from '../../tokens/stitches.config';
import { projectPopupMachine } from '../../machines/projectPopupMachine';
import { Container } from '../components/ui/Container';
import { projects } from '../content';
import { lazyWithPreload } from '../hooks/lazyWithPreload';
import { whenIdle } from '../hooks/whenIdle';
import { inspectorOptions } from '../inspector';
import { ProjectCard } from './ProjectCard';

const Stage = styled('div', { marginTop: '$7', paddingBlock: '$8', backgroundColor: '$chrome' });

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: '$cardGap',
  padding: 0,
  listStyle: 'none',
});

// The popup, with the modal and react-aria's dialog, stays off the page's first load; it loads once the
// page is idle.
const { Component: ProjectPopup, preload } = lazyWithPreload(() =>
  import('./ProjectPopup').then((module) => module.ProjectPopup),
);
const preloadPopup = () => void preload();

/** The cards, and the popup of the project a card opened. */
export function ProjectGrid({ projectId }: { projectId: string | undefined }) {
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(projectPopupMachine, inspectorOptions());
  // Before the browser paints, so the popup shows in the same frame as the new address.
  useLayoutEffect(
    () => send(projectId ? { type: 'popup.open', projectId } : { type: 'popup.close' }),
    [projectId, send],
  );
  // Once its code is here, a popup is rendered hidden (React's Activity) while the visitor reads, so the
  // first opening finds its styles written and its code warm.
  const [isPopupLoaded, setPopupLoaded] = useState(false);
  useEffect(() => whenIdle(() => void preload().then(setPopupLoaded)), []);
  const open = projects.find((candidate) => candidate.id === snapshot.context.projectId);

  return (
    <>
      <Cards />
      {open && (
        <Suspense>
          {/* Opened from the grid, so the grid's entry is the one before: closing goes back to it. */}
          <ProjectPopup project={open} onClose={() => void navigate(-1)} />
        </Suspense>
      )}
      {isPopupLoaded && !open && (
        <Activity mode="hidden">
          <ProjectPopup project={projects[0]} onClose={() => {}} />
        </Activity>
      )}
    </>
  );
}

/** The grid of cards; it does not change when a project opens or closes. */
const Cards = memo(function Cards() {
  return (
    <Stage>
      <Container>
        <Grid onPointerEnter={preloadPopup} onFocus={preloadPopup}>
          {projects.map((item, index) => (
            <li key={item.id}>
              <ProjectCard project={item} index={index} />
            </li>
          ))}
        </Grid>
      </Container>
    </Stage>
  );
});
