import { owner, pageMeta, projects } from '../content';
import { type PageMeta, projectPageMeta } from '../content/model';
import { pageFile } from '../http/urlPolicy.mjs';
import { paths, projectPath } from '../urls/paths';

export interface PrerenderedPage extends PageMeta {
  /** URL path rendered. */
  path: string;
  /** File written under `dist/`. */
  file: string;
  /** Path of the canonical URL (`/Home` shows the same page as `/`). */
  canonical: string | null;
  /** The project whose address this is: the page shows its popup and has its own link preview. */
  projectId?: string;
}

/** Every page written to HTML at build time; `404.html` answers unknown paths. */
export const prerenderedPages: PrerenderedPage[] = [
  { path: paths.root.path, file: 'index.html', canonical: paths.root.path, ...pageMeta.home },
  { path: paths.home.path, file: 'Home.html', canonical: paths.root.path, ...pageMeta.home },
  { path: paths.about.path, file: 'About.html', canonical: paths.about.path, ...pageMeta.about },
  { path: paths.hobby.path, file: 'Hobby.html', canonical: paths.hobby.path, ...pageMeta.hobby },
  { path: paths.projects.path, file: 'Projects.html', canonical: paths.projects.path, ...pageMeta.projects },
  ...projects.map((project) => {
    const path = projectPath.getHref(project.id);
    return {
      path,
      file: pageFile(path),
      canonical: path,
      projectId: project.id,
      ...projectPageMeta(project, owner.name),
    };
  }),
  { path: '/404', file: '404.html', canonical: null, ...pageMeta.notFound },
];
