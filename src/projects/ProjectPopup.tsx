import { projectsPage } from '../content';
import type { Project } from '../content/model';
import { ProjectDetails } from './ProjectDetails';
import { Dialog } from '../components/ui/Dialog';

export interface ProjectPopupProps {
  project: Project;
  /** The visitor closes the popup: Escape, backdrop press or the close button. */
  onClose: () => void;
}

/** The project's popup: a modal dialog with its picture, source link or note, and details. */
export function ProjectPopup({ project, onClose }: ProjectPopupProps) {
  return (
    <Dialog title={project.title} closeLabel={projectsPage.popup.closeLabel} onClose={onClose}>
      <ProjectDetails project={project} />
    </Dialog>
  );
}
