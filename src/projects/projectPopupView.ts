import type { OpenedBy } from '../../machines/projectPopupMachine';
import type { Project } from '../content/model';

export interface ProjectPopupViewInput {
  /** The project the address names, if any. */
  addressProject: Project | undefined;
  /** How the address was reached, as its history entry says. */
  addressOpenedBy: OpenedBy;
  /** The popup machine while it shows a project (undefined before its code runs, or when closed). */
  open: { project: Project | undefined; openedBy: OpenedBy } | undefined;
  /** The machine is leaving the project's address (a dismiss): nothing shows. */
  isLeaving: boolean;
  /** The modal's code has loaded and the app has taken over the prerendered page. */
  isModalReady: boolean;
  /** The same, taken up in the background: the moment a static popup hands over to the modal. */
  isHandOverReady: boolean;
}

export type ProjectPopupView =
  { kind: 'none' } | { kind: 'modal'; project: Project; hasEntrance: boolean } | { kind: 'static'; project: Project };

/**
 * What the Projects page shows over its grid. A card pressed opens the modal (focus stays on the card
 * while its code loads) and never the static popup, even in the frames before the address has
 * caught up with the press. An address visited straight shows the static popup, prerendered, until
 * the modal takes its place without popping in again.
 */
export function projectPopupView(input: ProjectPopupViewInput): ProjectPopupView {
  const project = input.addressProject ?? input.open?.project;
  if (project === undefined || input.isLeaving) return { kind: 'none' };
  // The machine hears a press before the address changes: while it shows this project, it knows how.
  const openedBy = input.open?.project === project ? input.open.openedBy : input.addressOpenedBy;
  if (openedBy === 'card') return input.isModalReady ? { kind: 'modal', project, hasEntrance: true } : { kind: 'none' };
  return input.isHandOverReady ? { kind: 'modal', project, hasEntrance: false } : { kind: 'static', project };
}
