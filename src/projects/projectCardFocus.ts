/**
 * Puts focus on the card of `projectId` (`ProjectCard`'s `data-project-card`) once the closing
 * dialog has let go of it: react-aria gives focus back to whatever had it before the dialog opened,
 * which after a visit straight to a project's address is nothing.
 */
export function focusProjectCard(projectId: string): void {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-project-card="${projectId}"]`);
    if (card && document.activeElement !== card) card.focus();
  });
}
