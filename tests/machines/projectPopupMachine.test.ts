import { createActor } from 'xstate';
import { projectPopupMachine } from '../../machines/projectPopupMachine';

const start = () => createActor(projectPopupMachine).start();

describe('projectPopupMachine', () => {
  it('starts closed with no project selected', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.projectId).toBeNull();
  });

  it('opens with the pressed project selected', () => {
    const popup = start();
    popup.send({ type: 'popup.open', projectId: 'colorize' });
    expect(popup.getSnapshot().value).toBe('open');
    expect(popup.getSnapshot().context.projectId).toBe('colorize');
  });

  it('clears the selection when it closes', () => {
    const popup = start();
    popup.send({ type: 'popup.open', projectId: 'colorize' });
    popup.send({ type: 'popup.close' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(popup.getSnapshot().context.projectId).toBeNull();
  });

  it('does not open without a project', () => {
    const popup = start();
    popup.send({ type: 'popup.open', projectId: '' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(popup.getSnapshot().can({ type: 'popup.open', projectId: '' })).toBe(false);
  });

  it('keeps the first selection while open', () => {
    const popup = start();
    popup.send({ type: 'popup.open', projectId: 'colorize' });
    popup.send({ type: 'popup.open', projectId: 'pokebase' });
    expect(popup.getSnapshot().context.projectId).toBe('colorize');
  });

  it('ignores a close while already closed', () => {
    const popup = start();
    const before = popup.getSnapshot();
    popup.send({ type: 'popup.close' });
    expect(popup.getSnapshot()).toBe(before);
  });

  it('is named projectPopup, the name the Stately inspector shows', () => {
    expect(projectPopupMachine.id).toBe('projectPopup');
    expect(start().getSnapshot().machine.getStateNodeById('projectPopup.open').key).toBe('open');
  });
});
