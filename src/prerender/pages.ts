import { projects } from '../content';
import type { PageMeta } from '../content/model';
import { pageFile } from '../http/urlPolicy.mjs';
import { addressesOf, projectRoute, type RouteEntry, routeTable } from '../routes/table';

export interface PrerenderedPage extends PageMeta {
  path: string;
  /** File written under `dist/`. */
  file: string;
  /** Path of the canonical URL (`/Home` shows the same page as `/`); null for the 404 document. */
  canonical: string | null;
  /** Set on a project's own page, which has its own link preview. */
  projectId?: string;
}

const page = (entry: RouteEntry, path: string): PrerenderedPage => ({
  path,
  file: pageFile(path),
  canonical: entry === routeTable.notFound ? null : entry.path,
  title: entry.title,
  description: entry.description,
});

/** Every page written to HTML at build time. */
export const prerenderedPages: PrerenderedPage[] = [
  ...Object.values(routeTable).flatMap((entry: RouteEntry) => addressesOf(entry).map((path) => page(entry, path))),
  ...projects.map((project) => {
    const path = projectRoute.href(project.id);
    return { path, file: pageFile(path), canonical: path, projectId: project.id, ...projectRoute.meta(project.id) };
  }),
];
