import { projectPopupMachine } from '../../machines/projectPopupMachine';
import { actorMaker } from '../hooks/actorMaker';
import { focusProjectCard } from './projectCardFocus';

/**
 * The popup machine and the dialog it opens (react-aria's Modal): load when the page is idle, with
 * the first card pressed, or before a project's address is shown.
 */
export const logic = projectPopupMachine.provide({
  actions: {
    returnFocus: (_, { projectId }) => {
      if (projectId !== null) focusProjectCard(projectId);
    },
  },
});
export const makeActor = actorMaker(logic);
export { ProjectPopup, StaticProjectPopup } from './ProjectPopup';
