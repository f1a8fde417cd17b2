import { useLocation } from 'react-router-dom';
import { isOpenedOverGrid } from '../projects/openedOverGrid';
import { routeTable } from '../routes/table';

/**
 * The address of the page shown; a new page is a new address. The skip link changes only the hash,
 * and a project opened over the grid is still the grid's page (the popup is not a page of its own);
 * a project's own page is.
 */
export function useShownPageAddress(): string {
  const location = useLocation();
  return isOpenedOverGrid(location.state) ? routeTable.projects.path : location.pathname;
}
