import { projectsPage } from '../content';
import type { Project } from '../content/model';
import { ProjectDetails, writeProjectDetailsStyles } from './ProjectDetails';
import { Dialog, writeDialogStyles } from '../components/ui/Dialog';

export interface ProjectPopupProps {
  project: Project;
  /** The visitor closes the popup: Escape, backdrop press or the close button. */
  onClose: () => void;
  /** False when it takes the place of the static popup already on screen. */
  hasEntrance?: boolean;
}

/** The project's popup: a modal dialog with its picture, source link or note, and details. */
export function ProjectPopup({ project, onClose, hasEntrance }: ProjectPopupProps) {
  return (
    <Dialog
      title={project.title}
      closeLabel={projectsPage.popup.closeLabel}
      onClose={onClose}
      hasEntrance={hasEntrance}
    >
      <ProjectDetails project={project} />
    </Dialog>
  );
}

/** Writes the popup's rules ahead of its first opening, so that press does not restyle the page. */
export function writeProjectPopupStyles(): void {
  writeDialogStyles();
  writeProjectDetailsStyles();
}
