// Run in the page (passed to a browser's evaluate): a popup rendered ahead waits hidden in the page
// (React's Activity), so the one the visitor sees is the dialog with a box.
/* global document -- they run in the page. */

/** The title of the popup on screen, or null when none is. */
export function shownPopupTitle() {
  const shown = [...document.querySelectorAll('[role="dialog"]')].find((dialog) => dialog.getClientRects().length > 0);
  if (!shown) return null;
  return document.getElementById(shown.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '';
}

/** Whether a popup is on screen. */
export function isPopupShown() {
  return [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.getClientRects().length > 0);
}

/** Whether no popup is on screen. */
export function isPopupGone() {
  return [...document.querySelectorAll('[role="dialog"]')].every((dialog) => dialog.getClientRects().length === 0);
}
