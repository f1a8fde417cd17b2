import type { SiteContent } from './index';
import { hobbyId, resumeSection, type Translation } from './model';

/**
 * The site's content in a further language: the translation's words over the default language's
 * content, whose pictures, links, files and ids stay, and the owner's name unless the language
 * writes it otherwise. A project or hobby the
 * translation lacks keeps its default words here; the build's check reports it (translationProblems).
 */
export function contentIn(defaults: SiteContent, language: string, translation: Translation): SiteContent {
  const { owner, about, resume } = defaults;
  const file = <Key extends 'pdf' | 'word'>(key: Key) => ({
    ...resume[key],
    ...translation.resume[key],
    href: translation.resume[key].href ?? resume[key].href,
  });
  return {
    ...defaults,
    language,
    layout: translation.layout,
    owner: {
      ...owner,
      ...(translation.owner.name !== undefined && {
        name: translation.owner.name,
        firstName: translation.owner.name.trim().split(/\s+/)[0],
      }),
      role: translation.owner.role,
      summary: translation.owner.summary,
      graduation: { ...owner.graduation, ...translation.owner.graduation },
      portrait: { ...owner.portrait, alt: translation.owner.portrait.alt },
    },
    home: translation.home,
    resume: resumeSection({ ...translation.resume, pdf: file('pdf'), word: file('word') }),
    about: { ...translation.about, photo: { ...about.photo, alt: translation.about.photo.alt } },
    hobbiesPage: translation.hobbiesPage,
    hobbies: defaults.hobbies.map((hobby) => ({ ...hobby, ...translation.hobbies[hobbyId(hobby)] })),
    projectsPage: translation.projectsPage,
    projects: defaults.projects.map((project) => ({ ...project, ...translation.projects[project.id] })),
    footer: translation.footer,
    pageMeta: translation.pageMeta,
    notFound: translation.notFound,
    errorPages: translation.errorPages,
  };
}
