import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { Flight } from '../../machines/projectPopupMachine';
import type { Project } from '../content/model';
import { type MachineChunk, useDeferredActor } from '../hooks/useDeferredActor';

type GridRef = RefObject<HTMLUListElement | null>;
type FlightCode = typeof import('./growPicture');

/** A project's card in this page's grid (not in a page rendered ahead). */
const cardIn = (grid: GridRef, projectId: string) =>
  grid.current?.querySelector<HTMLAnchorElement>(`[data-project-card="${CSS.escape(projectId)}"]`) ?? undefined;
const cardPicture = (grid: GridRef, projectId: string) => cardIn(grid, projectId)?.querySelector('img') ?? undefined;

// The popup machine's flights and focus, on the popup's picture and the grid's cards. The code that
// flies pictures (./growPicture.ts) comes with the popup's, which hands it over as it shows.
const popupLogic = (
  { projectPopupMachine, fromPromise }: MachineChunk,
  grid: GridRef,
  flightCode: RefObject<FlightCode | undefined>,
) =>
  projectPopupMachine.provide({
    actors: {
      flyPicture: fromPromise(async ({ input, signal }: { input: Flight; signal: AbortSignal }) => {
        const code = flightCode.current;
        const to = input.onto === 'popup' ? code?.popupPicture() : cardPicture(grid, input.projectId);
        await code?.flyPicture(input.from, to, signal);
      }),
    },
    actions: { returnFocus: (_, { projectId }) => projectId !== null && cardIn(grid, projectId)?.focus() },
  });

export interface ProjectPopupState {
  /** For the grid of cards: where the flights and focus find them. */
  grid: GridRef;
  /** The project whose popup the page shows, if any. */
  open: Project | undefined;
  /** For the popup, as it shows: its card's picture flies in, with the code it hands over. */
  onShown: (code: FlightCode) => void;
}

/**
 * The project popup machine on the Projects page: it follows `projectId` (the address), and the page
 * tells it when the popup is on the page and when it has left.
 */
export function useProjectPopup(projectId: string | undefined, projects: readonly Project[]): ProjectPopupState {
  const grid = useRef<HTMLUListElement>(null);
  const flightCode = useRef<FlightCode>(undefined);
  const { actor: popup, send } = useDeferredActor((machines) => popupLogic(machines, grid, flightCode));
  // Before the browser paints, so the popup shows in the same frame as the new address. The grid
  // starts with the popup closed: no event (with Data Saver on, none loads the machine) until one opens.
  // A close takes where the popup's picture shows (or a copy still flying in), for it to fly back.
  const hasOpened = useRef(false);
  useLayoutEffect(() => {
    if (projectId) send({ type: 'popup.open', projectId });
    else if (hasOpened.current) {
      const code = flightCode.current;
      send({ type: 'popup.close', picture: code?.pictureAt(code.popupPicture(), { onTop: true }) });
    }
    hasOpened.current ||= projectId !== undefined;
  }, [projectId, send]);
  const openId = useSelector(popup, (state) => (state?.hasTag('shown') ? state.context.projectId : null));
  const isClosing = useSelector(popup, (state) => state?.matches('closing') ?? false);
  const open = projects.find((candidate) => candidate.id === openId);
  // The popup has left the page (this render removed it): its picture may fly back, and focus returns.
  useLayoutEffect(() => {
    if (isClosing) send({ type: 'popup.gone' });
  }, [isClosing, send]);
  const onShown = useCallback(
    (code: FlightCode) => {
      flightCode.current = code;
      if (open) send({ type: 'popup.shown', picture: code.pictureAt(cardPicture(grid, open.id)) });
    },
    [open, send],
  );
  return { grid, open, onShown };
}
