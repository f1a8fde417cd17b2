import { Activity, memo, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { PageHeading, TablePageHeading } from '../components/ui/PageHeading';
import type { Project } from '../content/model';
import { lazyWithPreload } from '../hooks/lazyWithPreload';
import { useContent } from '../hooks/useContent';
import { whenIdle } from '../hooks/appStart';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pageAddresses, projectAt } from '../routes/table';
import { isOpenedOverGrid } from './openedOverGrid';
import { ProjectCard } from './ProjectCard';
import { ProjectDetails } from './ProjectDetails';
import { type ProjectPopupState, useProjectPopup } from './useProjectPopup';
import { useLanguageOf } from '../hooks/useLanguageOf';

const Intro = styled(Container, { display: 'grid', gap: '$3' });

const Subheading = styled('p', { fontSize: '$3', color: '$textMuted' });

const Article = styled(Container, { display: 'grid', gap: '$4', maxWidth: '$dialog' });

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

/** A project's own page: what its address shows when visited straight (a shared link, a reload). */
export function ProjectPage({ project }: { project: Project }) {
  const { projectsPage } = useContent();
  const languageOf = useLanguageOf();
  return (
    <Article>
      <PageHeading>
        <bdi {...languageOf(`projects.${project.id}.title`)}>{project.title}</bdi>
      </PageHeading>
      <ProjectDetails project={project} />
      <Link to={pageAddresses.projects.path} {...languageOf('projectsPage.allProjectsLink')}>
        {projectsPage.allProjectsLink}
      </Link>
    </Article>
  );
}

// `/Projects` shows the grid; `/Projects/<id>` (the project's id in the page's language) shows the
// project over the grid when a card opened it, else (a link, a reload, no JavaScript) its own page.
export function ProjectsPage() {
  const { projectId } = useParams();
  const location = useLocation();
  const project = projectAt(useContent(), projectId);
  if (projectId !== undefined && project === undefined) return <NotFoundPage />;
  if (project !== undefined && !isOpenedOverGrid(location.state)) return <ProjectPage project={project} />;
  return <ProjectGrid projectId={project?.id} />;
}

const noop = () => {};

function ProjectGrid({ projectId }: { projectId: string | undefined }) {
  const navigate = useNavigate();
  const { projects, projectsPage } = useContent();
  const languageOf = useLanguageOf();
  const { grid, open, onShown } = useProjectPopup(projectId, projects);
  // Once its code is here, a popup is rendered hidden (React's Activity) while the visitor reads, so the
  // first opening finds its styles written and its code warm.
  const [isPopupLoaded, setPopupLoaded] = useState(false);
  useEffect(() => whenIdle(() => void preload().then(setPopupLoaded)), []);

  return (
    <>
      <Intro>
        <TablePageHeading page="projects" />
        <Subheading {...languageOf('projectsPage.subheading')}>{projectsPage.subheading}</Subheading>
      </Intro>
      <Cards grid={grid} />
      {open && (
        <Suspense>
          {/* Opened from the grid, so the grid's entry is the one before: closing goes back to it. */}
          <ProjectPopup project={open} onClose={() => void navigate(-1)} onShown={onShown} />
        </Suspense>
      )}
      {isPopupLoaded && !open && (
        <Activity mode="hidden">
          <ProjectPopup project={projects[0]} onClose={noop} onShown={noop} />
        </Activity>
      )}
    </>
  );
}

/** The grid of cards; it does not change when a project opens or closes. */
const Cards = memo(function Cards({ grid }: Pick<ProjectPopupState, 'grid'>) {
  const { projects } = useContent();
  return (
    <Stage>
      <Container>
        <Grid ref={grid} onPointerEnter={preloadPopup} onFocus={preloadPopup}>
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
