/**
 * The app's libraries, in the order the app starts them. Importing each one in its own task spreads
 * their start-up cost (module evaluation) over several short tasks instead of one long one, so a
 * visitor's input is never kept waiting while the page comes alive.
 */
export const libraryStages: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./stages/router'),
];
