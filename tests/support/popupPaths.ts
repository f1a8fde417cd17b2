/*
 * The popup machine's paths for its path tests: jsdom drives those its runtime can (no picture
 * loads there, so nothing flies, and XState is always here in time); real Chromium drives every
 * transition, flights and events kept while XState loads included (tests/e2e/popup-paths.e2e.test.ts).
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { type PicturePlace, type ProjectPopupEvent, projectPopupMachine } from '../../machines/projectPopupMachine';
import { createMachineTestModel, type MachinePath } from './machineTestModel';

/** A picture somewhere: in the model, an event that carries one starts a flight. */
const somewhere: PicturePlace = { box: { left: 0, top: 0, width: 1, height: 1 }, src: '', radius: '' };

const isDone = (event: AnyEventObject) => event.type.startsWith('xstate.done.actor.');
const carriesPicture = (event: AnyEventObject) => (event as { picture?: PicturePlace }).picture !== undefined;

/** In jsdom every step follows the one way a page with no loaded pictures and XState at hand can go. */
function canHappenInJsdom(state: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (state.matches('opening')) return event.type === 'popup.shown';
  if (state.matches('closing')) return event.type === 'popup.gone';
  if (state.matches('flyingIn') || state.matches('flyingBack')) return isDone(event);
  return true;
}

/**
 * In a browser, pictures fly (slowed down, so a key or a click can come mid-flight), and with Data
 * Saver on and a slow network the page keeps a card's and Back's events while XState loads.
 */
function canHappenInBrowser(state: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const flies = state.context.picture !== undefined;
  if (event.type === 'popup.shown') return carriesPicture(event);
  if (event.type === 'popup.close') return carriesPicture(event) !== state.matches('opening');
  if (event.type === 'popup.open' && state.matches('closing')) return !flies;
  if (event.type === 'popup.open' && state.matches('flyingBack')) return flies;
  return true;
}

/**
 * The shortest paths to every transition the runtime can take, over two projects' cards, or one card
 * where the content has a single project (it opens again while its popup closes).
 */
export function popupPaths(projectIds: string[], runtime: 'jsdom' | 'browser'): MachinePath[] {
  const opens: ProjectPopupEvent[] = [...new Set(projectIds)].map((projectId) => ({ type: 'popup.open', projectId }));
  const pictures: ProjectPopupEvent[] =
    runtime === 'jsdom'
      ? [{ type: 'popup.shown' }, { type: 'popup.close' }]
      : [
          { type: 'popup.shown', picture: somewhere },
          { type: 'popup.close', picture: somewhere },
          { type: 'popup.close' },
        ];
  return createMachineTestModel(projectPopupMachine, {
    events: [...opens, ...pictures],
    canHappen: runtime === 'jsdom' ? canHappenInJsdom : canHappenInBrowser,
  }).getShortestPaths();
}
