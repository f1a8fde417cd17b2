import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { PageHeading } from '../components/ui/PageHeading';
import { projectsPage } from '../content';
import type { Project } from '../content/model';
import { routeTable } from '../routes/table';
import { ProjectDetails } from './ProjectDetails';

const Article = styled(Container, { display: 'grid', gap: '$4', maxWidth: '$dialog' });

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
