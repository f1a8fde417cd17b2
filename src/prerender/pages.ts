import { pageMeta } from '../content';
import type { PageMeta } from '../content/model';
import { paths } from '../urls/paths';

export interface PrerenderedPage extends PageMeta {
  /** URL path rendered. */
  path: string;
  /** File written under `dist/`. */
  file: string;
  /** Path of the canonical URL (`/Home` shows the same page as `/`). */
  canonical: string | null;
}

/** Every page written to HTML at build time; `404.html` answers unknown paths. */
export const prerenderedPages: PrerenderedPage[] = [
  { path: paths.root.path, file: 'index.html', canonical: paths.root.path, ...pageMeta.home },
  { path: paths.home.path, file: 'Home.html', canonical: paths.root.path, ...pageMeta.home },
  { path: paths.about.path, file: 'About.html', canonical: paths.about.path, ...pageMeta.about },
  { path: paths.hobby.path, file: 'Hobby.html', canonical: paths.hobby.path, ...pageMeta.hobby },
  { path: paths.projects.path, file: 'Projects.html', canonical: paths.projects.path, ...pageMeta.projects },
  { path: '/404', file: '404.html', canonical: null, ...pageMeta.notFound },
];
