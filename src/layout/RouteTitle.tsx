import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useContent } from '../hooks/useContent';
import { useDeferredActor } from '../hooks/useDeferredActor';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { useRouteTable } from '../hooks/useRouteTable';
import { shownPage } from '../routes/table';

/** Shows `title` in the tab while mounted: its actor stops when it unmounts, which restores the owner's name. */
function PageTitle({ title }: { title: string }) {
  const { owner } = useContent();
  const { send } = useDeferredActor(
    (machines) => machines.pageTitleMachine,
    () => ({ input: { title, defaultTitle: owner.name } }),
  );
  // A prerendered page's tab shows its title already: its machine waits (with Data Saver on, nothing
  // is loaded for it) until a page of the app shows another.
  useEffect(() => {
    if (document.title !== title) send({ type: 'page.enter' });
  }, [send, title]);
  return null;
}

export function RouteTitle() {
  const page = shownPage(useMatches());
  const routeTable = useRouteTable();
  // A 404 answered at another form of a page's address (`/aBoUt`) is not that page.
  const title = useShowsNotFound() || !page ? routeTable.notFound.title : page.meta.title;
  return <PageTitle key={title} title={title} />;
}
