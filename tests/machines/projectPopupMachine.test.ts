import { createActor, fromPromise } from 'xstate';
import { type Flight, type PicturePlace, projectPopupMachine } from '../../machines/projectPopupMachine';

const place = (left: number): PicturePlace => ({
  box: { left, top: 0, width: 10, height: 10 },
  src: 'a.jpg',
  radius: '0px',
});

/** The machine with flights that land only when told, or when stopped (as the page's do). */
function start() {
  const flights: { flight: Flight; land: () => void; stopped: boolean }[] = [];
  const focused: (string | null)[] = [];
  const popup = createActor(
    projectPopupMachine.provide({
      actors: {
        flyPicture: fromPromise<void, Flight>(
          ({ input, signal }) =>
            new Promise((resolve) => {
              const record = { flight: input, land: resolve, stopped: false };
              signal.addEventListener('abort', () => (record.stopped = true));
              flights.push(record);
            }),
        ),
      },
      actions: { returnFocus: (_, { projectId }) => void focused.push(projectId) },
    }),
  ).start();
  return { popup, flights, focused, state: () => popup.getSnapshot() };
}

const open = (projectId: string) => ({ type: 'popup.open', projectId }) as const;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('projectPopupMachine', () => {
  it('starts closed with no project selected', () => {
    const { state } = start();
    expect(state().value).toBe('closed');
    expect(state().context).toEqual({ projectId: null, picture: undefined });
  });

  it("opens the project its address names; the card's picture flies in once the popup shows", async () => {
    const { popup, flights, state } = start();
    popup.send(open('colorize'));
    expect(state().value).toBe('opening');
    expect(state().hasTag('shown')).toBe(true);
    expect(flights).toEqual([]);
    popup.send({ type: 'popup.shown', picture: place(1) });
    expect(state().value).toBe('flyingIn');
    expect(flights.map(({ flight }) => flight)).toEqual([{ projectId: 'colorize', from: place(1), onto: 'popup' }]);
    flights[0].land();
    await settle();
    expect(state().value).toBe('open');
  });

  it('closes: the popup leaves, focus returns to the card, the picture flies back from where the close found it', async () => {
    const { popup, flights, focused, state } = start();
    popup.send(open('colorize'));
    popup.send({ type: 'popup.shown' });
    flights[0].land();
    await settle();
    popup.send({ type: 'popup.close', picture: place(2) });
    expect(state().value).toBe('closing');
    expect(state().hasTag('shown')).toBe(false);
    expect(focused).toEqual([]);
    popup.send({ type: 'popup.gone' });
    expect(focused).toEqual(['colorize']);
    expect(state().value).toBe('flyingBack');
    expect(flights[1].flight).toEqual({ projectId: 'colorize', from: place(2), onto: 'card' });
    flights[1].land();
    await settle();
    expect(state().value).toBe('closed');
    expect(state().context).toEqual({ projectId: null, picture: undefined });
  });

  it('a close during the flight in lands it at once and flies back from where it was', () => {
    const { popup, flights, state } = start();
    popup.send(open('colorize'));
    popup.send({ type: 'popup.shown', picture: place(1) });
    popup.send({ type: 'popup.close', picture: place(5) });
    expect(flights[0].stopped).toBe(true);
    popup.send({ type: 'popup.gone' });
    expect(state().value).toBe('flyingBack');
    expect(flights[1].flight.from).toEqual(place(5));
  });

  it('another card during the flight back lands it at once and opens that project', () => {
    const { popup, flights, state } = start();
    popup.send(open('colorize'));
    popup.send({ type: 'popup.shown' });
    popup.send({ type: 'popup.close', picture: place(3) });
    popup.send({ type: 'popup.gone' });
    popup.send(open('website-2'));
    expect(flights[1].stopped).toBe(true);
    expect(state().value).toBe('opening');
    expect(state().context).toEqual({ projectId: 'website-2', picture: undefined });
  });

  it('events kept while XState loaded (a card, Back, another card) open the last project', () => {
    const { popup, focused, state } = start();
    popup.send(open('colorize'));
    popup.send({ type: 'popup.close' });
    popup.send(open('website-2'));
    expect(state().value).toBe('opening');
    expect(state().context.projectId).toBe('website-2');
    expect(focused).toEqual([]);
  });

  it('ignores a close while closed', () => {
    const { popup, state } = start();
    popup.send({ type: 'popup.close' });
    expect(state().value).toBe('closed');
  });
});
