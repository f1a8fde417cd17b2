import { createActorContext } from '@xstate/react';
import { useEffect } from 'react';
import { pageTitleMachine } from '../../machines/pageTitleMachine';

/** One page-title actor for the whole app, so it outlives the pages that borrow the tab title. */
export const PageTitleActor = createActorContext(pageTitleMachine);

/** Shows `title` in the browser tab while the calling page is mounted. */
export function usePageTitle(title: string): void {
  const pageTitle = PageTitleActor.useActorRef();
  useEffect(() => {
    pageTitle.send({ type: 'page.enter', title });
    return () => pageTitle.send({ type: 'page.leave' });
  }, [pageTitle, title]);
}
