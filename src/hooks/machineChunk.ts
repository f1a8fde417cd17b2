// XState and every machine of the site, in one chunk that loads once the app is ready (see
// useDeferredActor.ts): the first load carries only what the first paint needs.
export { createActor, fromCallback, fromPromise } from 'xstate';
export { languageNoticeMachine } from '../../machines/languageNoticeMachine';
export { pageTitleMachine } from '../../machines/pageTitleMachine';
export { projectPopupMachine } from '../../machines/projectPopupMachine';
export { resumeDownloadMachine } from '../../machines/resumeDownloadMachine';
export { themeMachine } from '../../machines/themeMachine';
export { tooltipMachine } from '../../machines/tooltipMachine';
