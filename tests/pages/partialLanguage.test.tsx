/**
 * A language added a page at a time: what its file leaves out shows in the default language's words,
 * each marked with that language's `lang` and `dir`, and nothing else is. Built from the owner's
 * content, whatever its language, direction and counts.
 */
import { siteContent } from '../../src/content';
import { hobbyId, languageTag, textDirection } from '../../src/content/model';
import { contentIn } from '../../src/content/translate';
import { plainText } from '../../src/text/richText';
import { renderRoute } from '../support/renderRoute';
import { translationOf } from '../support/translations';

// A language written the other way from the default language, so a mark of the direction shows.
const tag = textDirection(siteContent.language) === 'rtl' ? 'fr' : 'ar';
const mark = tag === 'fr' ? '(fr) ' : '(ar) ';
const whole = translationOf(siteContent, (text) => `${mark}${text}`);
const [project] = siteContent.projects;
const [hobby] = siteContent.hobbies;
const { [project.id]: _left, ...projects } = whole.projects;
const partial = {
  ...whole,
  layout: {
    ...whole.layout,
    skipLink: undefined,
    navigation: { ...whole.layout.navigation, links: { ...whole.layout.navigation.links, about: undefined } },
  },
  about: undefined,
  home: { ...whole.home, intro: undefined },
  resume: { ...whole.resume, heading: undefined },
  projects,
  hobbies: { ...whole.hobbies, [hobbyId(hobby)]: { title: whole.hobbies[hobbyId(hobby)].title } },
};
const content = contentIn(siteContent, tag, partial);

/** Every text node of the page with the `lang` and `dir` it is read in (none: the page's). */
function textsWithLanguage() {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: { text: string; lang: string | null; dir: string | null }[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text === '') continue;
    const marked = node.parentElement?.closest('[lang]');
    found.push({ text, lang: marked?.getAttribute('lang') ?? null, dir: marked?.getAttribute('dir') ?? null });
  }
  return found;
}

const defaultMark = { lang: languageTag(siteContent.language), dir: textDirection(siteContent.language) };
const pageMark = { lang: null, dir: null };

describe('a further language that leaves words out', () => {
  it('lists what it leaves out, whole where it leaves out a whole section or item', () => {
    expect(content.untranslated).toEqual([
      'layout.skipLink',
      'layout.navigation.links.about',
      'home.intro',
      'resume.heading',
      'about',
      `hobbies.${hobbyId(hobby)}.description`,
      `projects.${project.id}`,
    ]);
  });

  it.each([
    [
      '/',
      [
        siteContent.home.intro,
        siteContent.resume.heading,
        siteContent.layout.skipLink,
        siteContent.layout.navigation.links.about,
      ],
    ],
    ['/About', [siteContent.about.heading, siteContent.about.eyebrow, ...siteContent.about.paragraphs.map(plainText)]],
    ['/Hobby', [plainText(hobby.description)]],
    ['/Projects', [project.title, project.duration]],
    [`/Projects/${encodeURIComponent(project.id)}`, [project.title, project.duration, plainText(project.description)]],
  ])('at %s shows them in the default language, marked as such, and nothing else marked', async (path, left) => {
    await renderRoute(path, { content });
    const texts = textsWithLanguage();
    for (const text of left) {
      const shown = texts.filter((node) => text.includes(node.text) && !node.text.startsWith(mark.trim()));
      expect(shown.length).toBeGreaterThan(0);
      for (const node of shown) expect({ ...node, text }).toEqual({ text, ...defaultMark });
    }
    for (const node of texts.filter(({ text }) => text.startsWith(mark.trim()))) {
      expect(node).toEqual({ text: node.text, ...pageMark });
    }
  });
});
