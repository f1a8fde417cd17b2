import { createActor } from 'xstate';
import { projectPopupMachine } from '../../machines/projectPopupMachine';

const start = () => createActor(projectPopupMachine).start();

const open = (projectId: string) => ({ type: 'popup.open', projectId }) as const;

describe('projectPopupMachine', () => {
  it('starts closed with no project selected', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ projectId: null });
  });

  it('opens with the project its address names, and moves to another when the address does', () => {
    const popup = start();
    popup.send(open('colorize'));
    expect(popup.getSnapshot().value).toBe('open');
    expect(popup.getSnapshot().context).toEqual({ projectId: 'colorize' });
    popup.send(open('website-2'));
    expect(popup.getSnapshot().context).toEqual({ projectId: 'website-2' });
  });

  it('closes and clears the selection', () => {
    const popup = start();
    popup.send(open('colorize'));
    popup.send({ type: 'popup.close' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(popup.getSnapshot().context).toEqual({ projectId: null });
  });

  it('ignores a close while closed', () => {
    const popup = start();
    popup.send({ type: 'popup.close' });
    expect(popup.getSnapshot().value).toBe('closed');
  });
});
