import { onDemand } from '../hooks/onDemand';

/**
 * The popup, its machine and react-aria's Modal: loaded when the Projects page is idle, with the
 * first card pressed, or on intent towards the static popup of a project's address.
 */
export const loadProjectPopup = onDemand(() => import('./ProjectPopup.lazy'));
