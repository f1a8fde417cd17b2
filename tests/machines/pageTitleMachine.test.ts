import { createActor } from 'xstate';
import { pageTitleMachine } from '../../machines/pageTitleMachine';

function start() {
  const titles: string[] = [];
  const machine = pageTitleMachine.provide({
    actions: { setDocumentTitle: (_, params) => titles.push(params.title) },
  });
  const actor = createActor(machine, { input: { defaultTitle: 'Jamie Sample' } }).start();
  return { actor, titles };
}

describe('pageTitleMachine', () => {
  it('shows the owner name when it starts', () => {
    const { actor, titles } = start();
    expect(actor.getSnapshot().value).toBe('ownerTitle');
    expect(titles).toEqual(['Jamie Sample']);
  });

  it('shows the page title on entering a page and the owner name again on leaving', () => {
    const { actor, titles } = start();
    actor.send({ type: 'page.enter', title: 'Hobbies Section' });
    expect(actor.getSnapshot().value).toBe('pageTitle');
    expect(actor.getSnapshot().context.pageTitle).toBe('Hobbies Section');
    actor.send({ type: 'page.leave' });
    expect(actor.getSnapshot().value).toBe('ownerTitle');
    expect(actor.getSnapshot().context.pageTitle).toBeNull();
    expect(titles).toEqual(['Jamie Sample', 'Hobbies Section', 'Jamie Sample']);
  });

  it('moves from one titled page to the next', () => {
    const { actor, titles } = start();
    actor.send({ type: 'page.enter', title: 'Hobbies Section' });
    actor.send({ type: 'page.leave' });
    actor.send({ type: 'page.enter', title: 'Project Section' });
    expect(titles.at(-1)).toBe('Project Section');
  });

  it('ignores a leave when no page has a title', () => {
    const { actor, titles } = start();
    actor.send({ type: 'page.leave' });
    expect(titles).toEqual(['Jamie Sample']);
  });

  it('sets document.title itself by default', () => {
    const actor = createActor(pageTitleMachine, { input: { defaultTitle: 'Owner' } }).start();
    actor.send({ type: 'page.enter', title: 'Project Section' });
    expect(document.title).toBe('Project Section');
    actor.send({ type: 'page.leave' });
    expect(document.title).toBe('Owner');
  });
});
