import { useLayoutEffect } from 'react';
import { Dialog } from '../components/ui/Dialog';
import { useContent } from '../hooks/useContent';
import type { Project } from '../content/model';
import { ProjectDetails } from './ProjectDetails';
import * as flightCode from './growPicture';
import { useLanguageOf } from '../hooks/useLanguageOf';

interface ProjectPopupProps {
  project: Project;
  onClose: () => void;
  /**
   * Called before the browser paints the popup, for the card's picture to fly into it, with the code
   * that flies pictures: it comes with the popup's, off the page's first load.
   */
  onShown: (code: typeof flightCode) => void;
}

/** A project over the grid, opened from its card. */
export function ProjectPopup({ project, onClose, onShown }: ProjectPopupProps) {
  const { projectsPage } = useContent();
  const languageOf = useLanguageOf();
  useLayoutEffect(() => onShown(flightCode), [project.id, onShown]);
  return (
    <Dialog
      title={<bdi {...languageOf(`projects.${project.id}.title`)}>{project.title}</bdi>}
      closeLabel={projectsPage.popup.closeLabel}
      closeLabelLanguage={languageOf('projectsPage.popup.closeLabel')}
      onClose={onClose}
    >
      <ProjectDetails project={project} />
    </Dialog>
  );
}
