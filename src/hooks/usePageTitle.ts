import { useEffect } from 'react';
import { createActor } from 'xstate';
import { pageTitleMachine } from '../../machines/pageTitleMachine';
import { owner } from '../content';
import { inspectorOptions } from '../inspector';

/** Shows `title` in the browser tab while the calling page is mounted. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const pageTitle = createActor(pageTitleMachine, {
      input: { title, defaultTitle: owner.name },
      ...inspectorOptions(),
    }).start();
    pageTitle.send({ type: 'page.enter' });
    return () => {
      pageTitle.stop();
    };
  }, [title]);
}
