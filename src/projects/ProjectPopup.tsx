import { useLayoutEffect } from 'react';
import { Dialog } from '../components/ui/Dialog';
import { useContent } from '../hooks/useContent';
import type { Project } from '../content/model';
import { growPicture, pictureAt, shownPicture } from './growPicture';
import { ProjectDetails } from './ProjectDetails';
import { useLanguageOf } from '../hooks/useLanguageOf';

const cardPicture = (projectId: string) => shownPicture(`[data-project-card="${CSS.escape(projectId)}"] img`);
const popupPicture = () => shownPicture('[role="dialog"] img');

/** A project over the grid, opened from its card. */
export function ProjectPopup({ project, onClose }: { project: Project; onClose: () => void }) {
  const { projectsPage } = useContent();
  const languageOf = useLanguageOf();
  // The card's picture grows into the popup's as it opens (the card lies under the popup's backdrop by
  // then), and back as it closes, if the grid is still there once the popup has gone.
  useLayoutEffect(() => {
    const [card, popup] = [cardPicture(project.id), popupPicture()];
    const from = card && pictureAt(card);
    if (from && popup) growPicture(from, popup);
    return () => {
      const [popupNow, cardNow] = [popupPicture(), cardPicture(project.id)];
      const back = popupNow && pictureAt(popupNow, { onTop: true });
      // Still before the next frame, once the render is done: the popup must have gone (development's
      // StrictMode runs this without removing it), and the page may have gone with its cards.
      queueMicrotask(() => back && !popupNow.isConnected && cardNow?.isConnected && growPicture(back, cardNow));
    };
  }, [project.id]);
  return (
    <Dialog
      title={<bdi {...languageOf(`projects.${project.id}.title`)}>{project.title}</bdi>}
      closeLabel={projectsPage.popup.closeLabel}
      onClose={onClose}
    >
      <ProjectDetails project={project} />
    </Dialog>
  );
}
