import { resumeDownloadMachine } from '../../machines/resumeDownloadMachine';
import { actorMaker } from '../hooks/actorMaker';

/** The download machine (it fetches and saves by itself): loads when the page is idle, or with the first press. */
export const logic = resumeDownloadMachine;
export const makeActor = actorMaker(logic);
