import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the lazy routes that match `pathname` and merges it into their route objects,
 * so the first client render matches the prerendered HTML instead of showing a loading state.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string, basename = '/'): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
