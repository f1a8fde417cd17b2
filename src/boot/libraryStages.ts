/** Imported one per task, so starting the libraries never blocks input with one long task. */
export const libraryStages: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./stages/router'),
];
