import { act, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { markAppReady, resetAppStart } from '../../src/hooks/appStart';
import { resetLoadedMachines, useDeferredActor } from '../../src/hooks/useDeferredActor';

type Hooks = { useDeferredActor: typeof useDeferredActor; markAppReady: () => void };

/** The hook and the app's ready mark, started over: XState not loaded and the app not ready. */
function freshHooks(): Hooks {
  resetAppStart();
  resetLoadedMachines();
  return { useDeferredActor, markAppReady };
}

/** A popup's state as the Projects page keeps it: which project is open, sent as events. */
function popupProbe({ useDeferredActor }: Hooks) {
  return function PopupProbe({ sendAtOnce = [] }: { sendAtOnce?: string[] }) {
    const popup = useDeferredActor((machines) => machines.projectPopupMachine);
    const open = useSelector(popup.actor, (state) => state?.context.projectId ?? 'none');
    return (
      <>
        <p>{popup.actor ? `running, open: ${open}` : 'not running'}</p>
        {sendAtOnce.map((id) => (
          <button key={id} type="button" onClick={() => popup.send({ type: 'popup.open', projectId: id })}>
            {id}
          </button>
        ))}
        <button type="button" onClick={() => popup.send({ type: 'popup.close' })}>
          close
        </button>
      </>
    );
  };
}

/** The popup probe prerendered with a button for project `a`, then hydrated, as a page's first load is. */
function hydratedProbe() {
  const hooks = freshHooks();
  const Probe = popupProbe(hooks);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe sendAtOnce={['a']} />);
  document.body.append(container);
  render(<Probe sendAtOnce={['a']} />, { container, hydrate: true });
  return { hooks, container };
}

describe('useDeferredActor: a machine started without XState in the first load', () => {
  it('starts at once in a page rendered by the app, and runs its machine', async () => {
    const Probe = popupProbe(freshHooks());
    render(<Probe sendAtOnce={['a']} />);
    expect(screen.getByText('not running')).toBeInTheDocument();
    await screen.findByText('running, open: none');
    act(() => screen.getByRole('button', { name: 'a' }).click());
    expect(screen.getByText('running, open: a')).toBeInTheDocument();
  });

  it('keeps the events sent before the machine runs and sends them in order when it starts', async () => {
    const Probe = popupProbe(freshHooks());
    render(<Probe sendAtOnce={['a', 'b']} />);
    // A card, Back and another card before XState is here: none is lost, and the last one wins.
    act(() => {
      screen.getByRole('button', { name: 'a' }).click();
      screen.getByRole('button', { name: 'close' }).click();
      screen.getByRole('button', { name: 'b' }).click();
    });
    expect(screen.getByText('not running')).toBeInTheDocument();
    await screen.findByText('running, open: b');
  });

  it('in a hydrated page, waits for the app to be ready before it loads XState', async () => {
    const { hooks, container } = hydratedProbe();
    act(() => screen.getByRole('button', { name: 'a' }).click());
    // Long enough for a load that was not waiting to have finished (the others above take a few ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByText('not running')).toBeInTheDocument();
    act(() => hooks.markAppReady());
    await screen.findByText('running, open: a');
    container.remove();
  });

  it.each([
    ['Data Saver on', { saveData: true }],
    ['a 2G connection', { effectiveType: '2g' }],
  ])('in a hydrated page with %s, loads XState on the first event only, and sends it then', async (_, connection) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      const { hooks, container } = hydratedProbe();
      act(() => hooks.markAppReady());
      // Ready, and long enough for a load to have finished: nothing was fetched ahead.
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.getByText('not running')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'a' }).click());
      await screen.findByText('running, open: a');
      container.remove();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('stops the actor when the component unmounts, as useActorRef does', async () => {
    const { useDeferredActor } = freshHooks();
    function Title({ title }: { title: string }) {
      const { actor, send } = useDeferredActor(
        (machines) => machines.pageTitleMachine,
        () => ({ input: { title, defaultTitle: 'Owner' } }),
      );
      React.useEffect(() => send({ type: 'page.enter' }), [send]);
      return <p>{actor ? 'running' : 'not running'}</p>;
    }
    document.title = 'Owner';
    const { unmount } = render(<Title title="About" />);
    await screen.findByText('running');
    expect(document.title).toBe('About');
    unmount();
    expect(document.title).toBe('Owner');
  });

  it('tries again at the next event when XState failed to load, and sends every kept event then', async () => {
    let failures = 1;
    jest.resetModules();
    jest.doMock('../../src/hooks/machineChunk', () => {
      if (failures-- > 0) throw new Error('offline');
      return jest.requireActual('../../src/hooks/machineChunk');
    });
    const Probe = popupProbe(freshHooks());
    render(<Probe sendAtOnce={['a', 'b']} />);
    act(() => screen.getByRole('button', { name: 'a' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('not running')).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'close' }).click();
      screen.getByRole('button', { name: 'b' }).click();
    });
    await waitFor(() => expect(screen.getByText('running, open: b')).toBeInTheDocument());
    jest.dontMock('../../src/hooks/machineChunk');
  });

  it('gives the error to the error boundary when the load an event asked for fails too, so the page offers a reload', async () => {
    // The chunk is imported after the isolated set-up, from the main registry: forget what it holds.
    jest.resetModules();
    jest.doMock('../../src/hooks/machineChunk', () => {
      throw new Error('Loading chunk machines failed.');
    });
    // React reports the error it hands to a boundary on the console; here that is the point.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    class Boundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
      override state = { error: null as Error | null };
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      override render() {
        return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
      }
    }
    const Probe = popupProbe(freshHooks());
    render(
      <Boundary>
        <Probe sendAtOnce={['a']} />
      </Boundary>,
    );
    // The load that starts by itself fails quietly: the page stays as it is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('not running')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'a' }).click());
    expect((await screen.findByRole('alert')).textContent).toBe('Loading chunk machines failed.');
    jest.dontMock('../../src/hooks/machineChunk');
  });
});
