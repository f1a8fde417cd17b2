// History state of a project opened from the grid (react-router's modal-route pattern). It outlives a
// reload, which shows the project's own page, so it names the page load it belongs to.
const thisPageLoad = performance.timeOrigin;

export const openedOverGrid = { overGridOf: thisPageLoad };

export const isOpenedOverGrid = (state: unknown) =>
  (state as { overGridOf?: number } | undefined)?.overGridOf === thisPageLoad;
