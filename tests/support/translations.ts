import type { SiteContent } from '../../src/content';
import { hobbyId, type Translation } from '../../src/content/model';

/** Fields that hold addresses, files, ids or settings rather than words a visitor reads. */
const notWords = new Set([
  ...['href', 'src', 'image', 'icon', 'link', 'id', 'slug', 'siteUrl', 'language', 'defaultLanguage'],
  // A resume file's, made from its address.
  ...['fileName', 'format', 'mimeType'],
]);

/** `value` with `word` applied to each text a visitor reads; addresses, files and ids kept. */
export function mapWords<Value>(value: Value, word: (text: string) => string, key = ''): Value {
  if (typeof value === 'string') return (notWords.has(key) ? value : word(value)) as Value;
  if (Array.isArray(value)) return value.map((item) => mapWords(item, word, key)) as Value;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapWords(item, word, name)])) as Value;
  }
  return value;
}

/**
 * A whole translation of `content`, each text passed through `word` (which must keep its `{placeholders}`
 * and links): what an owner writes in a further language's file.
 */
export function translationOf(content: SiteContent, word: (text: string) => string): Translation {
  const words = <Value>(value: Value) => mapWords(value, word);
  const { owner, resume, about } = content;
  const file = ({ downloadLabel, retryLabel }: { downloadLabel: string; retryLabel: string }) => ({
    downloadLabel: word(downloadLabel),
    retryLabel: word(retryLabel),
  });
  return {
    layout: words(content.layout),
    owner: {
      role: word(owner.role),
      summary: word(owner.summary),
      graduation: { degree: word(owner.graduation.degree), school: word(owner.graduation.school) },
      portrait: { alt: word(owner.portrait.alt) },
    },
    home: words(content.home),
    resume: {
      heading: word(resume.heading),
      messages: words(resume.messages),
      // Words for the files the site has, and no other.
      ...(resume.pdf && { pdf: { ...file(resume.pdf), viewLabel: word(resume.pdf.viewLabel) } }),
      ...(resume.word && { word: file(resume.word) }),
    },
    about: {
      eyebrow: word(about.eyebrow),
      heading: word(about.heading),
      paragraphs: about.paragraphs.map(word),
      photo: { alt: word(about.photo.alt) },
    },
    hobbiesPage: words(content.hobbiesPage),
    hobbies: Object.fromEntries(
      content.hobbies.map((hobby) => [
        hobbyId(hobby),
        { title: word(hobby.title), description: word(hobby.description) },
      ]),
    ),
    projectsPage: words(content.projectsPage),
    projects: Object.fromEntries(
      content.projects.map((project) => [
        project.id,
        { title: word(project.title), duration: word(project.duration), description: word(project.description) },
      ]),
    ),
    footer: words(content.footer),
    pageMeta: words(content.pageMeta),
    notFound: words(content.notFound),
    errorPages: words(content.errorPages),
  };
}
