import { onDemand } from '../hooks/onDemand';

/**
 * The popup, its machine and react-aria's Modal: loaded when the Projects page is idle, with the
 * first card pressed, and always before a project's address is shown (its route waits for it).
 */
export const loadProjectPopup = onDemand(() => import('../components/ProjectPopup.lazy'));
