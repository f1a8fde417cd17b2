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

const page = (path: string, { title, description }: PageMeta, canonical: string | null = path): PrerenderedPage => ({
  path,
  file: pageFile(path),
  canonical,
  title,
  description,
});

export const prerenderedPages: PrerenderedPage[] = [
  ...Object.values(routeTable).flatMap((entry: RouteEntry) =>
    addressesOf(entry).map((path) => page(path, entry, entry === routeTable.notFound ? null : entry.path)),
  ),
  ...projects.map(({ id }) => ({ ...page(projectRoute.href(id), projectRoute.meta(id)), projectId: id })),
];
