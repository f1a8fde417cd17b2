import { useLocation, useParams } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { PageHeading } from '../components/ui/PageHeading';
import { projects, projectsPage } from '../content';
import type { Project } from '../content/model';
import { lazyAfterReady } from '../hooks/lazyAfterReady';
import { NotFoundPage } from '../pages/NotFoundPage';
import { routeTable } from '../routes/table';
import { isOpenedOverGrid } from './openedOverGrid';
import { ProjectDetails } from './ProjectDetails';

const Intro = styled(Container, { display: 'grid', gap: '$3' });

const Subheading = styled('p', { fontSize: '$3', color: '$textMuted' });

const Article = styled(Container, { display: 'grid', gap: '$4', maxWidth: '$dialog' });

// The grid's popup machine and tooltips come after the first load; a press on a card before them is
// replayed (and a card is a link, which works without them).
const ProjectGrid = lazyAfterReady(() => import('./ProjectGrid').then((module) => module.ProjectGrid));

/** A project's own page: what its address shows when visited straight (a shared link, a reload). */
export function ProjectPage({ project }: { project: Project }) {
  return (
    <Article>
      <PageHeading>{project.title}</PageHeading>
      <ProjectDetails project={project} />
      <Link to={routeTable.projects.path}>{projectsPage.allProjectsLink}</Link>
    </Article>
  );
}

// `/Projects` shows the grid; `/Projects/<id>` shows the project over the grid when a card opened it,
// else (a link, a reload, no JavaScript) the project's own page.
export function ProjectsPage() {
  const { projectId } = useParams();
  const location = useLocation();
  const project = projects.find((candidate) => candidate.id === projectId);
  if (projectId !== undefined && project === undefined) return <NotFoundPage />;
  if (project !== undefined && !isOpenedOverGrid(location.state)) return <ProjectPage project={project} />;
  return (
    <>
      <Intro>
        <PageHeading>{projectsPage.heading}</PageHeading>
        <Subheading>{projectsPage.subheading}</Subheading>
      </Intro>
      <ProjectGrid projectId={project?.id} />
    </>
  );
}
