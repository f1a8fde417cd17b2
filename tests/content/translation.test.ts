/**
 * A further language's content: the translation's words over the default language's content, matched
 * by id, and the build's check of it (src/content/validateTranslation.ts).
 *
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteContent } from '../../src/content';
import { hobbyId, resumeExtensions, resumeFiles, resumeSection, type Translation } from '../../src/content/model';
import { siteContentOf } from '../../src/content/siteContentOf';
import * as site from '../../src/content/site';
import { templateWordsNote } from '../../src/content/validateContent';
import { contentIn } from '../../src/content/translate';
import { languagePrefix, validateTranslation } from '../../src/content/validateTranslation';
import { mapWords, translationOf, withoutTemplateWords } from '../support/translations';

const fileExists = (path: string) => existsSync(join(__dirname, '../../public', path));
const portuguese = (text: string) => `«pt» ${text}`;
const translation = translationOf(siteContent, portuguese);
const check = (changed: Translation, tag = 'pt-BR', others: string[] = [tag]) =>
  validateTranslation(siteContent, tag, changed, fileExists, others);

/** The first of the resume's fields the site has (`pdf`, else `word`). */
const firstKey = siteContent.resume.pdf ? 'pdf' : 'word';

/** The translation with its projects listed in reverse order. */
const reversedProjects = (value: Translation): Translation => ({
  ...value,
  projects: Object.fromEntries(Object.entries(value.projects ?? {}).reverse()),
});

describe('the content in a further language', () => {
  const content = contentIn(siteContent, 'pt-BR', reversedProjects(translation));

  it('reads every text in that language, and says which language it is', () => {
    expect(content.language).toBe('pt-BR');
    const texts = mapWords(content, (text) => text);
    const unchanged: string[] = [];
    mapWords(texts, (text) => {
      if (!text.startsWith('«pt»') && /\p{L}/u.test(text)) unchanged.push(text);
      return text;
    });
    // The owner's name is the owner's in every language; a stack and a network's name read the same in most.
    const kept = [
      siteContent.owner.name,
      siteContent.owner.firstName,
      ...siteContent.projects.map((project) => project.stack),
      ...siteContent.socialLinks.map((link) => link.name),
    ];
    expect(unchanged.filter((text) => !kept.includes(text))).toEqual([]);
    expect(unchanged).toContain(siteContent.owner.name);
  });

  it('matches projects and hobbies by id, in the default language’s order, whatever order the file lists them in', () => {
    expect(content.projects.map((project) => project.id)).toEqual(siteContent.projects.map((project) => project.id));
    content.projects.forEach((project, index) => {
      const original = siteContent.projects[index];
      expect(project.title).toBe(portuguese(original.title));
      expect({ image: project.image, link: project.link, code: project.code }).toEqual({
        image: original.image,
        link: original.link,
        code: original.code,
      });
    });
    expect(content.hobbies.map((hobby) => hobby.image)).toEqual(siteContent.hobbies.map((hobby) => hobby.image));
  });

  it('keeps the default language’s pictures and files unless the language has its own resume file', () => {
    expect(content.owner.portrait.src).toBe(siteContent.owner.portrait.src);
    expect(resumeFiles(content.resume).map((file) => file.href)).toEqual(
      resumeFiles(siteContent.resume).map((file) => file.href),
    );
    const href = `/Currículo Ana${resumeExtensions[firstKey]}`;
    const own = contentIn(siteContent, 'pt-BR', {
      ...translation,
      resume: { ...translation.resume, [firstKey]: { ...translation.resume[firstKey], href } },
    });
    expect(own.resume[firstKey]).toMatchObject({ href, fileName: href.slice(1) });
  });

  it('keeps the owner’s name unless the language writes it otherwise, with its own first word', () => {
    expect(content.owner).toMatchObject({ name: siteContent.owner.name, firstName: siteContent.owner.firstName });
    const latin = contentIn(siteContent, 'pt-BR', {
      ...translation,
      owner: { ...translation.owner, name: ' Laila Haddad' },
    });
    expect(latin.owner).toMatchObject({ name: ' Laila Haddad', firstName: 'Laila' });
  });

  it('lists the words it leaves as the default language writes them, and nothing to translate', () => {
    const stacks = siteContent.projects.filter((project) => project.stack !== '');
    expect(content.kept).toEqual(
      expect.arrayContaining(['owner.name', ...stacks.map((project) => `projects.${project.id}.stack`)]),
    );
    expect(content.untranslated).toEqual([]);
    const own = contentIn(siteContent, 'pt-BR', {
      ...translation,
      owner: { ...translation.owner, name: 'Jamie Amostra' },
      projects: Object.fromEntries(
        Object.entries(translation.projects).map(([id, project]) => [id, { ...project, stack: 'pilha' }]),
      ),
    });
    expect(own.kept).toEqual([]);
  });

  it('passes the build’s check whole', () => {
    expect(check(translation)).toEqual({ problems: [], warnings: [] });
  });
});

describe('the build’s check of a translation', () => {
  const [first] = siteContent.projects;

  it('notes a project or hobby the translation leaves out, shown in the default language, and names an id no project has', () => {
    const { [first.id]: _left, ...otherProjects } = translation.projects;
    const hobby = hobbyId(siteContent.hobbies[0]);
    const { [hobby]: _gone, ...otherHobbies } = translation.hobbies;
    const { problems, warnings } = check({
      ...translation,
      projects: { ...otherProjects, 'no-such-project': translation.projects[first.id] },
      hobbies: otherHobbies,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^projects\["no-such-project"\]: no project has this id; the ids are "/),
    ]);
    expect(warnings).toEqual([
      `left to translate, shown in ${new Intl.DisplayNames('en', { type: 'language' }).of(siteContent.language)} until it is: hobbies.${hobby}, projects.${first.id}`,
    ]);
  });

  it('notes what it leaves of the template’s words as shown in English, where the default language is not English', () => {
    const german = siteContentOf({ ...withoutTemplateWords({ ...site }), language: 'de' });
    const { projectsPage: _left, ...rest } = translationOf(german, portuguese);
    const { warnings } = validateTranslation(german, 'pt-BR', rest, fileExists, ['pt-BR']);
    expect(warnings).toEqual(["left to translate, shown in the template's English until it is: projectsPage"]);
    expect(templateWordsNote(german)).toEqual([
      expect.stringMatching(
        /^site\.ts leaves the template's words out, shown in English until it gives them in its language \(README\.md, "Make it yours"\): .*\bprojectsPage\b/,
      ),
    ]);
    expect(templateWordsNote({ ...german, language: 'en-GB' })).toEqual([]);
    // A tag that is none is the content check's to name, not a crash here.
    expect(() => templateWordsNote({ ...german, language: 'en_US' })).not.toThrow();
  });

  it('leaves nothing of the template’s English to translate on a page in English: the page is whole there', () => {
    const german = siteContentOf({ ...withoutTemplateWords({ ...site }), language: 'de' });
    const { projectsPage: _left, ...rest } = translationOf(german, portuguese);
    expect(contentIn(german, 'en-GB', rest).untranslated).toEqual([]);
    expect(contentIn(german, 'en-GB', rest).templated).toEqual(['projectsPage']);
    expect(contentIn(german, 'fr', rest).untranslated).toEqual(['projectsPage']);
    expect(validateTranslation(german, 'en-GB', rest, fileExists, ['en-GB']).warnings).toEqual([]);
  });

  it('takes the template’s English as the same only in another language than English', () => {
    const german = siteContentOf({ ...withoutTemplateWords({ ...site }), language: 'de' });
    const close = german.projectsPage.popup.closeLabel;
    const sameClose = { ...translationOf(german, portuguese), projectsPage: { popup: { closeLabel: close } } };
    expect(validateTranslation(german, 'en-GB', sameClose, fileExists, ['en-GB']).warnings).toEqual([]);
    expect(validateTranslation(german, 'fr', sameClose, fileExists, ['fr']).warnings).toEqual([
      "projectsPage.popup.closeLabel: is the same as in the template's English; translate it, or list it in shared if it reads the same",
      expect.stringMatching(/^left to translate, shown in the template's English until it is: projectsPage\.title, /),
    ]);
  });

  it('names two hobbies whose titles make one id in the default language, which no translation could tell apart', () => {
    const [hobby] = siteContent.hobbies;
    const twin = { ...hobby, title: `${hobby.title.toUpperCase()}!` };
    const defaults = { ...siteContent, hobbies: [...siteContent.hobbies, twin] };
    const { problems } = validateTranslation(defaults, 'pt-BR', translation, fileExists, ['pt-BR']);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^hobbies\\[${siteContent.hobbies.length}\\]\\.title: .* makes the id .*, as hobbies\\[0\\]\\.title does`,
        ),
      ),
    ]);
  });

  it('names an empty text and a placeholder the site does not fill in by their field in the translation', () => {
    const { problems } = check({
      ...translation,
      projects: { ...translation.projects, [first.id]: { ...translation.projects[first.id], title: ' ' } },
      footer: { ...translation.footer, copyright: '© {jahr}' },
    });
    expect(problems.some((problem) => problem.startsWith(`projects["${first.id}"].title: `))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('footer.copyright: "{jahr}" is not filled in here'))).toBe(
      true,
    );
  });

  it('names a resume file of the language’s own that is not in public/', () => {
    const href = `/Currículo${resumeExtensions[firstKey]}`;
    const { problems } = check({
      ...translation,
      resume: { ...translation.resume, [firstKey]: { ...translation.resume[firstKey], href } },
    });
    expect(problems).toEqual([`resume.${firstKey}.href: public${href} does not exist`]);
  });

  it('leaves a missing file of the default language’s to site.ts’s check, which names it once', () => {
    const href = `/Gone${resumeExtensions[firstKey]}`;
    const defaults = {
      ...siteContent,
      resume: resumeSection({ ...siteContent.resume, [firstKey]: { ...siteContent.resume[firstKey]!, href } }),
    };
    expect(validateTranslation(defaults, 'pt-BR', translation, fileExists, ['pt-BR']).problems).toEqual([]);
  });

  it('warns about a text left as the default language has it, unless it is listed as shared', () => {
    const same = { ...translation, home: { ...translation.home, greeting: siteContent.home.greeting } };
    const defaultName = new Intl.DisplayNames('en', { type: 'language' }).of(siteContent.language);
    expect(check(same).warnings).toEqual([
      `home.greeting: is the same as in ${defaultName}; translate it, or list it in shared if it reads the same`,
    ]);
    expect(check({ ...same, shared: ['home.greeting'] }).warnings).toEqual([]);
  });

  it('never warns about a text without letters, which reads the same in every language (a year, a span)', () => {
    const [project] = siteContent.projects;
    const defaults = {
      ...siteContent,
      projects: [{ ...project, duration: '2024–2025' }, ...siteContent.projects.slice(1)],
    };
    const years = {
      ...translation,
      projects: {
        ...translation.projects,
        [project.id]: { ...translation.projects[project.id], duration: '2024–2025' },
      },
    };
    expect(validateTranslation(defaults, 'pt-BR', years, fileExists, ['pt-BR']).warnings).toEqual([]);
  });

  it.each([
    ['portuguese', /is not a BCP 47 language tag/],
    // The default language's tag, in another casing.
    [siteContent.language.toUpperCase(), /is the default language/],
  ])('refuses the tag %s', (tag, message) => {
    expect(check(translation, tag).problems).toEqual([expect.stringMatching(message)]);
  });

  it('refuses two tags that would share one address', () => {
    expect(check(translation, 'pt-BR', ['pt-BR', 'pt-br']).problems).toEqual([
      '"pt-BR" and "pt-br" would share the address /pt-br/',
    ]);
    expect(languagePrefix('pt-BR')).toBe('/pt-br');
  });
});

describe.each(['pdf', 'word'] as const)('a site whose resume is its %s file alone', (key) => {
  const other = key === 'pdf' ? 'word' : 'pdf';
  // Made from the site's own words, at an address of its own (found by this check alone), so any
  // content gives it: the Arabic-named file as a right-to-left default language's owner names it.
  const href = key === 'pdf' ? '/files/CV seul.pdf' : '/files/سيرة ليلى 2026.docx';
  const [words] = resumeFiles(siteContent.resume);
  const file = { href, downloadLabel: words.downloadLabel, retryLabel: words.retryLabel };
  const defaults = {
    ...siteContent,
    resume: resumeSection({
      ...siteContent.resume,
      pdf: key === 'pdf' ? { ...file, viewLabel: siteContent.resume.pdf?.viewLabel ?? words.downloadLabel } : undefined,
      word: key === 'word' ? file : undefined,
    }),
  };
  const ownFileExists = (path: string) => path === href || fileExists(path);
  const alone = translationOf(defaults, portuguese);
  const checkAlone = (changed: Translation) =>
    validateTranslation(defaults, 'pt-BR', changed, ownFileExists, ['pt-BR']).problems;

  it('is translated with words for that file alone, which pass the check, and reads in that file alone', () => {
    expect(Object.keys(alone.resume)).not.toContain(other);
    expect(validateTranslation(defaults, 'pt-BR', alone, ownFileExists, ['pt-BR'])).toEqual({
      problems: [],
      warnings: [],
    });
    const content = contentIn(defaults, 'pt-BR', alone);
    expect(resumeFiles(content.resume)).toEqual([
      expect.objectContaining({ href, downloadLabel: portuguese(words.downloadLabel) }),
    ]);
    expect(Object.keys(content.resume)).not.toContain(other);
  });

  it(`names words for a ${other} file, which the site does not have, once`, () => {
    const extra = {
      downloadLabel: portuguese('Download'),
      retryLabel: portuguese('Retry'),
      ...(other === 'pdf' && { viewLabel: portuguese('View') }),
    };
    expect(checkAlone({ ...alone, resume: { ...alone.resume, [other]: extra } })).toEqual([
      `resume.${other}: the site has no ${other === 'pdf' ? 'PDF' : 'Word'} file (site.ts's resume has no ${other}); leave these words out, or add the file to site.ts`,
    ]);
  });

  it('notes the words of its file left out, once, as left to translate', () => {
    const { [key]: _left, ...rest } = alone.resume;
    const changed = { ...alone, resume: rest };
    expect(checkAlone(changed)).toEqual([]);
    expect(validateTranslation(defaults, 'pt-BR', changed, ownFileExists, ['pt-BR']).warnings).toEqual([
      expect.stringMatching(new RegExp(`^left to translate, shown in .* until it is: resume\\.${key}$`)),
    ]);
  });
});
