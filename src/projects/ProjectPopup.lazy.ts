import { projectPopupMachine } from '../../machines/projectPopupMachine';
import { actorMaker } from '../hooks/actorMaker';
import { writeProjectPopupStyles } from './ProjectPopup';
import { focusProjectCard } from './projectCardFocus';

/**
 * The popup machine and the dialog it opens (react-aria's Modal): load when the page is idle, or
 * with the first card pressed. Until then a project's address shows the static popup.
 */
export const logic = projectPopupMachine.provide({
  actions: {
    returnFocus: (_, { projectId }) => {
      if (projectId !== null) focusProjectCard(projectId);
    },
  },
});
export const makeActor = actorMaker(logic);
export { ProjectPopup } from './ProjectPopup';

// This module loads while the page is idle (or with the first press): write the popup's styles now.
writeProjectPopupStyles();
