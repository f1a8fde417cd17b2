import type { SiteContent } from './index';
import { hobbyId, type ResumeFileEntry, type ResumeFileText, resumeSection, type Translation } from './model';

/**
 * A resume file in a further language: the default language's file with this language's words over
 * it, and its own `href` if it gives one. A file the default language lacks has none here either: a
 * translation's words for it are the check's to report (validateTranslation), as are words it lacks.
 */
function fileIn<Entry extends ResumeFileEntry>(file: Entry | undefined, words: ResumeFileText | undefined) {
  return file && { ...file, ...words, href: words?.href ?? file.href };
}

/**
 * The site's content in a further language: the translation's words over the default language's
 * content, whose pictures, links, files and ids stay, and the owner's name unless the language
 * writes it otherwise. A project or hobby the
 * translation lacks keeps its default words here; the build's check reports it (translationProblems).
 */
export function contentIn(defaults: SiteContent, language: string, translation: Translation): SiteContent {
  const { owner, about, resume } = defaults;
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
    resume: resumeSection({
      ...translation.resume,
      pdf: fileIn(resume.pdf, translation.resume.pdf),
      word: fileIn(resume.word, translation.resume.word),
    }),
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
