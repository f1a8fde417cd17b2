import { createActor } from 'xstate';
import { pageTitleMachine } from '../../machines/pageTitleMachine';
import { owner } from '../content';
import { inspectorOptions } from '../inspector';

/** Starts a page's title actor: it shows `title` until stopped, then the owner's name again. */
export function startPageTitle(title: string) {
  const pageTitle = createActor(pageTitleMachine, {
    input: { title, defaultTitle: owner.name },
    ...inspectorOptions(),
  });
  pageTitle.start();
  pageTitle.send({ type: 'page.enter' });
  return pageTitle;
}
