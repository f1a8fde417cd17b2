import { createActor } from 'xstate';
import { pageTitleMachine } from '../../machines/pageTitleMachine';

const input = { title: 'Hobbies Section', defaultTitle: 'Jamie Sample' };

describe('pageTitleMachine', () => {
  beforeEach(() => {
    document.title = input.defaultTitle;
  });

  it('waits for its page before touching the title', () => {
    const actor = createActor(pageTitleMachine, { input }).start();
    expect(actor.getSnapshot().value).toBe('away');
    expect(document.title).toBe(input.defaultTitle);
  });

  it('shows the page title once the page is shown', () => {
    const actor = createActor(pageTitleMachine, { input }).start();
    actor.send({ type: 'page.enter' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(document.title).toBe(input.title);
  });

  it('restores the owner name when the page goes (its actor stops)', () => {
    const actor = createActor(pageTitleMachine, { input }).start();
    actor.send({ type: 'page.enter' });
    actor.stop();
    expect(document.title).toBe(input.defaultTitle);
  });

  it('keeps the title through a repeated enter', () => {
    const actor = createActor(pageTitleMachine, { input }).start();
    actor.send({ type: 'page.enter' });
    document.title = 'changed elsewhere';
    actor.send({ type: 'page.enter' });
    expect(document.title).toBe('changed elsewhere');
  });

  it('is named pageTitle, the name the Stately inspector shows', () => {
    expect(pageTitleMachine.id).toBe('pageTitle');
    const actor = createActor(pageTitleMachine, { input }).start();
    expect(actor.getSnapshot().machine.getStateNodeById('pageTitle.shown').key).toBe('shown');
  });
});
