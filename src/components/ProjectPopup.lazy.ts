import { projectPopupMachine } from '../../machines/projectPopupMachine';
import { actorMaker } from '../hooks/actorMaker';

/** The popup machine and the dialog it opens (react-aria's Modal): load when the page is idle, or with the first card pressed. */
export const logic = projectPopupMachine;
export const makeActor = actorMaker(logic);
export { ProjectPopup } from './ProjectPopup';
