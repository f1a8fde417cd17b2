import { useLayoutEffect } from 'react';
import { Dialog } from '../components/ui/Dialog';
import { projectsPage } from '../content';
import type { Project } from '../content/model';
import { growPicture, shownPicture } from './growPicture';
import { ProjectDetails } from './ProjectDetails';

const cardPicture = (projectId: string) => shownPicture(`[data-project-card="${CSS.escape(projectId)}"] img`);
const popupPicture = () => shownPicture('[role="dialog"] img');

/** A project over the grid, opened from its card. */
export function ProjectPopup({ project, onClose }: { project: Project; onClose: () => void }) {
  // The card's picture grows into the popup's as it opens, and back as it closes.
  useLayoutEffect(() => {
    const [card, popup] = [cardPicture(project.id), popupPicture()];
    if (card && popup) growPicture(card, popup);
    return () => {
      const [popupNow, cardNow] = [popupPicture(), cardPicture(project.id)];
      if (popupNow && cardNow) growPicture(popupNow, cardNow);
    };
  }, [project.id]);
  return (
    <Dialog title={project.title} closeLabel={projectsPage.popup.closeLabel} onClose={onClose}>
      <ProjectDetails project={project} />
    </Dialog>
  );
}
