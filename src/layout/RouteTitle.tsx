import { useMatches } from 'react-router-dom';
import { usePageTitle } from '../hooks/usePageTitle';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { routeTable, shownPage } from '../routes/table';

/** Titles the tab after the page shown, from its entry in the route table. */
export function RouteTitle() {
  const page = shownPage(useMatches());
  // A 404 answered at another form of a page's address (`/aBoUt`) is not that page.
  const showsNotFound = useShowsNotFound();
  usePageTitle(showsNotFound || !page ? routeTable.notFound.title : page.meta.title);
  return null;
}
