import { about, hobbies, owner, projects, socialLinks } from '../content';

/** Every image the content shows, as paths under `public/`. */
export const contentImages: string[] = [
  owner.portrait.src,
  about.photo.src,
  ...hobbies.map((hobby) => hobby.image),
  ...projects.map((project) => project.image),
  ...socialLinks.map((link) => link.icon),
];
