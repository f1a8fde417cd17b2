// The projects feature reads its addresses here; the route table is where they are written.
// eslint-disable-next-line no-restricted-imports -- until src/projects imports the table itself
import { projectRoute, routeTable } from '../routes/table';

export const paths = {
  projects: { path: routeTable.projects.path, getHref: () => routeTable.projects.path },
} as const;

export const projectPath = { path: projectRoute.path, getHref: projectRoute.href } as const;
