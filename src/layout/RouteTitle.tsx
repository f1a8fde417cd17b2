import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { pageTitleMachine } from '../../machines/pageTitleMachine';
import { owner } from '../content';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { inspectorOptions } from '../inspector';
import { routeTable, shownPage } from '../routes/table';

/** Shows `title` in the tab while mounted: its actor stops when it unmounts, which restores the owner's name. */
function PageTitle({ title }: { title: string }) {
  const pageTitle = useActorRef(pageTitleMachine, {
    input: { title, defaultTitle: owner.name },
    ...inspectorOptions(),
  });
  useEffect(() => pageTitle.send({ type: 'page.enter' }), [pageTitle]);
  return null;
}

export function RouteTitle() {
  const page = shownPage(useMatches());
  // A 404 answered at another form of a page's address (`/aBoUt`) is not that page.
  const title = useShowsNotFound() || !page ? routeTable.notFound.title : page.meta.title;
  return <PageTitle key={title} title={title} />;
}
