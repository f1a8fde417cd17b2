import { type RouteTable, routeTableFor } from '../routes/table';
import { useContent } from './useContent';

/** The site's pages with the words of the page's language (titles, the navigation's names). */
export function useRouteTable(): RouteTable {
  return routeTableFor(useContent());
}
