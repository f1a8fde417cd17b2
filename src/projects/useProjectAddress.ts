import { useEffect } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import type { OpenedBy, ProjectPopupEvent } from '../../machines/projectPopupMachine';
import { projects } from '../content';
import type { Project } from '../content/model';
import type { LazyActor } from '../hooks/useLazyActor';
import { paths, projectPath } from '../urls/paths';
import type { loadProjectPopup } from './projectPopupLoader';

/** History state of an address pushed by pressing a card: closing the popup goes back to the grid. */
interface CardOpened {
  openedByCard: true;
}

const isCardOpened = (state: unknown): state is CardOpened =>
  typeof state === 'object' && state !== null && (state as Partial<CardOpened>).openedByCard === true;

export interface ProjectAddress {
  /** The project the address names; undefined on `/Projects` or for an unknown id. */
  project: Project | undefined;
  /** The address names a project that does not exist. */
  isUnknownProject: boolean;
  openedBy: OpenedBy;
  /** A card pressed: open its popup at once and go to its address. */
  openFromCard: (projectId: string) => void;
}

/** The id the current address names (`/Projects/<id>`), known or not; null elsewhere. */
const useAddressProjectId = (): string | null => useMatch(projectPath.path)?.params.projectId ?? null;

const projectWithId = (projectId: string | null): Project | undefined =>
  projectId === null ? undefined : projects.find((candidate) => candidate.id === projectId);

/** The project the current address names (`/Projects/<id>`); undefined elsewhere or for an unknown id. */
export function useAddressProject(): Project | undefined {
  return projectWithId(useAddressProjectId());
}

type PopupActor = LazyActor<Awaited<ReturnType<typeof loadProjectPopup>>>;

/**
 * Keeps the popup machine and the address in step. The address says which project is open: the
 * machine hears `popup.open`/`popup.close` as it changes (and again once the machine runs), and when
 * the machine is leaving a project (a dismiss), the address is left — back to the grid when a card
 * opened it, in place to `/Projects` after a visit straight to it.
 */
export function useProjectAddress(popup: PopupActor): ProjectAddress {
  const navigate = useNavigate();
  const location = useLocation();
  const projectId = useAddressProjectId();
  const project = projectWithId(projectId);
  const openedBy: OpenedBy = isCardOpened(location.state) ? 'card' : 'address';
  const { send } = popup;

  const isRunning = popup.snapshot !== undefined;
  useEffect(() => {
    if (project) send({ type: 'popup.open', projectId: project.id, openedBy });
    else send({ type: 'popup.close' });
  }, [project, openedBy, send, isRunning]);

  const isLeaving = popup.snapshot?.hasTag('leavingAddress') ?? false;
  const wasOpenedByCard = popup.snapshot?.context.openedBy === 'card';
  // Left once the address is there: a card press may still be arriving at it.
  const isAtProjectAddress = project !== undefined;
  useEffect(() => {
    if (!isLeaving || !isAtProjectAddress) return;
    if (wasOpenedByCard) void navigate(-1);
    else void navigate(paths.projects.getHref(), { replace: true, preventScrollReset: true });
  }, [isLeaving, isAtProjectAddress, wasOpenedByCard, navigate]);

  const openFromCard = (id: string) => {
    // Told at once, so the popup opens in the press's frame; the address follows.
    send({ type: 'popup.open', projectId: id, openedBy: 'card' } satisfies ProjectPopupEvent);
    void navigate(projectPath.getHref(id), {
      state: { openedByCard: true } satisfies CardOpened,
      preventScrollReset: true,
    });
  };

  return { project, isUnknownProject: projectId !== null && project === undefined, openedBy, openFromCard };
}
