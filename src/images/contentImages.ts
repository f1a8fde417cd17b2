import { about, hobbies, owner, projects, socialLinks } from '../content';
import { isIconFile } from '../content/model';
import { type ImageBox, imageUses } from './imageBoxes';
import type { ShownImage } from './smallPhotos';

const shown = (field: string, src: string, use: { largest: ImageBox }): ShownImage => ({
  field,
  src,
  largest: use.largest,
});

/** Every place the content shows an image, with the largest box it fills there. */
export const shownImages: ShownImage[] = [
  shown('owner.portrait.src', owner.portrait.src, imageUses.portrait),
  shown('about.photo.src', about.photo.src, imageUses.aboutPhoto),
  ...hobbies.map((hobby, index) => shown(`hobbies[${index}].image`, hobby.image, imageUses.hobbyImage)),
  ...projects.flatMap((project, index) =>
    [imageUses.projectCard, imageUses.projectPopup].map((use) => shown(`projects[${index}].image`, project.image, use)),
  ),
  // A footer icon that names a simple-icons mark is no file (src/build/brandMarks.ts).
  ...socialLinks.flatMap((link, index) =>
    isIconFile(link.icon) ? [shown(`socialLinks[${index}].icon`, link.icon, imageUses.socialIcon)] : [],
  ),
];

/** Each field's image path under `public/`, in the content's order. */
export const contentImages: string[] = [...new Map(shownImages.map((image) => [image.field, image.src])).values()];
