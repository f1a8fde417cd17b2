import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { pageTitleMachine } from '../../machines/pageTitleMachine';
import { owner } from '../content/site';
import { inspectorOptions } from '../inspector';

/** Shows `title` in the browser tab while the calling page is mounted, then the owner's name again. */
export function usePageTitle(title: string): void {
  const pageTitle = useActorRef(pageTitleMachine, {
    input: { title, defaultTitle: owner.name },
    ...inspectorOptions(),
  });
  useEffect(() => pageTitle.send({ type: 'page.enter' }), [pageTitle]);
}
