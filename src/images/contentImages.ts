import { about, hobbies, owner, projects, socialLinks } from '../content';
import { imageUses } from './imageBoxes';
import type { ShownImage } from './smallPhotos';

/** Every place the content shows an image, with the largest box it fills there. */
export const shownImages: ShownImage[] = [
  { field: 'owner.portrait.src', src: owner.portrait.src, largest: imageUses.portrait.largest },
  { field: 'about.photo.src', src: about.photo.src, largest: imageUses.aboutPhoto.largest },
  ...hobbies.map((hobby, index) => ({
    field: `hobbies[${index}].image`,
    src: hobby.image,
    largest: imageUses.hobbyImage.largest,
  })),
  ...projects.flatMap((project, index) =>
    [imageUses.projectCard, imageUses.projectPopup].map((use) => ({
      field: `projects[${index}].image`,
      src: project.image,
      largest: use.largest,
    })),
  ),
  ...socialLinks.map((link, index) => ({
    field: `socialLinks[${index}].icon`,
    src: link.icon,
    largest: imageUses.socialIcon.largest,
  })),
];

/** Each field's image path under `public/`, in the content's order. */
export const contentImages: string[] = [...new Map(shownImages.map((image) => [image.field, image.src])).values()];
