import { createActor } from 'xstate';
import { projectPopupMachine } from '../../machines/projectPopupMachine';

const start = (returnFocus = jest.fn()) =>
  createActor(projectPopupMachine.provide({ actions: { returnFocus: (_, params) => returnFocus(params) } })).start();

const openByCard = { type: 'popup.open', projectId: 'colorize', openedBy: 'card' } as const;
const openByAddress = { type: 'popup.open', projectId: 'colorize', openedBy: 'address' } as const;

describe('projectPopupMachine', () => {
  it('starts closed with no project selected', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ projectId: null, openedBy: null });
  });

  it('opens with the project its address names, and remembers how the address was reached', () => {
    const popup = start();
    popup.send(openByCard);
    expect(popup.getSnapshot().value).toBe('open');
    expect(popup.getSnapshot().context).toEqual({ projectId: 'colorize', openedBy: 'card' });

    const visited = start();
    visited.send(openByAddress);
    expect(visited.getSnapshot().context).toEqual({ projectId: 'colorize', openedBy: 'address' });
  });

  it('closes when the address no longer names the project (Back), returning focus to its card', () => {
    const returnFocus = jest.fn();
    const popup = start(returnFocus);
    popup.send(openByCard);
    popup.send({ type: 'popup.close' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(popup.getSnapshot().context).toEqual({ projectId: null, openedBy: null });
    expect(returnFocus).toHaveBeenCalledWith({ projectId: 'colorize' });
  });

  it('on a dismiss, hides and waits for the address to leave before it is closed', () => {
    const returnFocus = jest.fn();
    const popup = start(returnFocus);
    popup.send(openByAddress);
    popup.send({ type: 'popup.dismiss' });
    expect(popup.getSnapshot().value).toBe('closing');
    expect(popup.getSnapshot().hasTag('leavingAddress')).toBe(true);
    expect(popup.getSnapshot().context.openedBy).toBe('address');
    expect(returnFocus).not.toHaveBeenCalled();
    popup.send({ type: 'popup.close' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(returnFocus).toHaveBeenCalledWith({ projectId: 'colorize' });
  });

  it('while closing, opens when the address names another project, but not the one being left', () => {
    const popup = start();
    popup.send(openByCard);
    popup.send({ type: 'popup.dismiss' });
    // The address a card press is still arriving at: leaving it follows once it has arrived.
    popup.send(openByCard);
    expect(popup.getSnapshot().value).toBe('closing');
    popup.send({ type: 'popup.open', projectId: 'pokebase', openedBy: 'address' });
    expect(popup.getSnapshot().value).toBe('open');
    expect(popup.getSnapshot().context.projectId).toBe('pokebase');
  });

  it('follows the address from one project to another (Back or Forward between two)', () => {
    const popup = start();
    popup.send(openByCard);
    popup.send({ type: 'popup.open', projectId: 'pokebase', openedBy: 'address' });
    expect(popup.getSnapshot().value).toBe('open');
    expect(popup.getSnapshot().context).toEqual({ projectId: 'pokebase', openedBy: 'address' });
  });

  it('does not open without a project, and ignores the address naming the open one again', () => {
    const popup = start();
    popup.send({ type: 'popup.open', projectId: '', openedBy: 'address' });
    expect(popup.getSnapshot().value).toBe('closed');
    popup.send(openByCard);
    const open = popup.getSnapshot();
    popup.send(openByAddress);
    expect(popup.getSnapshot()).toBe(open);
    popup.send({ type: 'popup.open', projectId: '', openedBy: 'address' });
    expect(popup.getSnapshot()).toBe(open);
    popup.send({ type: 'popup.dismiss' });
    popup.send({ type: 'popup.open', projectId: '', openedBy: 'card' });
    expect(popup.getSnapshot().value).toBe('closing');
  });

  it('ignores a close or a dismiss while already closed', () => {
    const popup = start();
    const before = popup.getSnapshot();
    popup.send({ type: 'popup.close' });
    popup.send({ type: 'popup.dismiss' });
    expect(popup.getSnapshot()).toBe(before);
  });

  it('is named projectPopup, the name the Stately inspector shows', () => {
    expect(projectPopupMachine.id).toBe('projectPopup');
    expect(start().getSnapshot().machine.getStateNodeById('projectPopup.open').key).toBe('open');
  });
});
