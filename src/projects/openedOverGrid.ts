/**
 * History state of a project's address opened from the grid: the Projects page shows the project in
 * a modal over the grid (react-router's modal-route pattern). History state outlives a reload, and a
 * reload shows the project's own page like a shared link does, so the state names its page load.
 */
const thisPageLoad = performance.timeOrigin;

export const openedOverGrid = { overGridOf: thisPageLoad };

export const isOpenedOverGrid = (state: unknown) =>
  (state as { overGridOf?: number } | undefined)?.overGridOf === thisPageLoad;
