import { projects } from '../../src/content';
import { type ProjectPopupViewInput, projectPopupView } from '../../src/projects/projectPopupView';

const [first, second] = projects;

/** On /Projects with the popup's code loaded and taken up, nothing open. */
const onTheGrid: ProjectPopupViewInput = {
  addressProject: undefined,
  addressOpenedBy: 'address',
  open: undefined,
  isLeaving: false,
  isModalReady: true,
  isHandOverReady: true,
};

describe('what the Projects page shows over its grid', () => {
  it('shows nothing on the grid', () => {
    expect(projectPopupView(onTheGrid)).toEqual({ kind: 'none' });
  });

  it('opens the modal, with its entrance, in the frame a card is pressed, before the address follows', () => {
    const pressed = { ...onTheGrid, open: { project: first, openedBy: 'card' as const } };
    expect(projectPopupView(pressed)).toEqual({ kind: 'modal', project: first, hasEntrance: true });
  });

  // The hand-over's deferred render can still be pending when a card is pressed: a press must not
  // wait for it, and must never show the static popup (whose focus is not held inside it).
  it('opens the modal on a press while the hand-over render is still pending', () => {
    const pressed = { ...onTheGrid, open: { project: first, openedBy: 'card' as const }, isHandOverReady: false };
    expect(projectPopupView(pressed)).toEqual({ kind: 'modal', project: first, hasEntrance: true });
  });

  it('shows nothing after a press until the modal code is here (focus stays on the card)', () => {
    const pressed = {
      ...onTheGrid,
      open: { project: first, openedBy: 'card' as const },
      isModalReady: false,
      isHandOverReady: false,
    };
    expect(projectPopupView(pressed)).toEqual({ kind: 'none' });
    const arrived = { ...pressed, addressProject: first, addressOpenedBy: 'card' as const };
    expect(projectPopupView(arrived)).toEqual({ kind: 'none' });
  });

  it('shows the static popup at an address visited straight until the modal takes over, without a second entrance', () => {
    const visited = {
      ...onTheGrid,
      addressProject: second,
      open: { project: second, openedBy: 'address' as const },
      isModalReady: false,
      isHandOverReady: false,
    };
    expect(projectPopupView(visited)).toEqual({ kind: 'static', project: second });
    expect(projectPopupView({ ...visited, isModalReady: true })).toEqual({ kind: 'static', project: second });
    expect(projectPopupView({ ...visited, isModalReady: true, isHandOverReady: true })).toEqual({
      kind: 'modal',
      project: second,
      hasEntrance: false,
    });
  });

  it('shows the static popup before the machine runs, from the address alone', () => {
    const visited = { ...onTheGrid, addressProject: second, isModalReady: false, isHandOverReady: false };
    expect(projectPopupView(visited)).toEqual({ kind: 'static', project: second });
  });

  it('follows the address when it names another project than the machine still shows (Back, Forward)', () => {
    const moved = { ...onTheGrid, addressProject: second, open: { project: first, openedBy: 'card' as const } };
    expect(projectPopupView(moved)).toEqual({ kind: 'modal', project: second, hasEntrance: false });
  });

  it('shows nothing while the machine is leaving the address', () => {
    const leaving = { ...onTheGrid, addressProject: first, addressOpenedBy: 'card' as const, isLeaving: true };
    expect(projectPopupView(leaving)).toEqual({ kind: 'none' });
  });
});
