/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brandMarkNames } from '../../src/build/brandMarks';
import { about, footer, hobbies, owner, projects, resume } from '../../src/content';
import { contract } from '../../src/content/contract';
import { leavesOf } from '../../src/content/fields';
import { resumeExtensions, resumeFiles, resumeSection } from '../../src/content/model';
import { currentContent, validateContent, type SiteContent } from '../../src/content/validateContent';

const publicDir = join(__dirname, '../../public');
const fileExists = (publicPath: string) => existsSync(join(publicDir, publicPath));

let content: SiteContent;

/** The resume's fields the content gives (`pdf`, `word` or both): the checks of a file run on each. */
const resumeKeys = (['pdf', 'word'] as const).filter((key) => resume[key] !== undefined);

beforeAll(async () => {
  content = await currentContent();
});

/** Sets the value at a path of the content (`about.paragraphs[2]`, `owner.portrait.alt`). */
function setAt(content: SiteContent, path: string, value: string) {
  const keys = [...path.matchAll(/[^.[\]]+/g)].map(([key]) => key);
  let parent: Record<string, unknown> = content;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[keys[keys.length - 1]] = value;
}

/** Validates a copy of the real content after `breakIt` changed it. */
function problemsAfter(breakIt: (copy: SiteContent) => void): string[] {
  const copy = structuredClone(content);
  breakIt(copy);
  return validateContent(copy, fileExists, brandMarkNames);
}

describe('the content', () => {
  it('has no problems (each one names the field to fix in src/content/site.ts or the file in public/)', () => {
    const problems = validateContent(content, fileExists, brandMarkNames);
    expect(problems).toEqual([]);
  });
});

describe('the content validator', () => {
  it('asks for at least one project and one hobby, and takes any number', () => {
    expect(problemsAfter((copy) => (copy.projects = []))).toEqual([
      'projects: is empty; the Projects page would list nothing',
    ]);
    expect(problemsAfter((copy) => (copy.hobbies = []))).toEqual([
      'hobbies: is empty; the Hobbies page would list nothing',
    ]);
    const more = problemsAfter((copy) => {
      copy.projects = copy.projects.concat(
        copy.projects.map((project) => ({
          ...project,
          title: `${project.title} 2`,
          ...(project.slug !== undefined && { slug: `${project.slug}-2` }),
          id: `${project.id}-2`,
        })),
      );
      copy.hobbies = copy.hobbies.concat(copy.hobbies);
    });
    expect(more).toEqual([]);
  });

  it.each([
    ['the same title twice', ''],
    ['two titles that make the same id', '!'],
  ])('names %s and proposes a slug', (_, ending) => {
    const title = `${projects[0].title}${ending}`;
    const [first] = projects;
    const [firstField, firstValue] = first.slug === undefined ? ['title', first.title] : ['slug', first.slug];
    expect(problemsAfter((copy) => copy.projects.push({ ...copy.projects[0], title, slug: undefined }))).toEqual([
      `projects[${projects.length}].title: ${JSON.stringify(title)} makes the id ${JSON.stringify(first.id)}, as projects[0].${firstField} ${JSON.stringify(firstValue)} does; give one of them a slug, e.g. slug: ${JSON.stringify(`${first.id}-2`)}`,
    ]);
  });

  it('names two titles that differ only by harakat, which make one id, and proposes a slug', () => {
    const [voweled, plain] = ['مُدَوَّنَةُ الاختبار', 'مدونة الاختبار'];
    const added = projects.length;
    expect(
      problemsAfter((copy) =>
        copy.projects.push(
          { ...copy.projects[0], title: voweled, slug: undefined },
          { ...copy.projects[0], title: plain, slug: undefined },
        ),
      ),
    ).toEqual([
      `projects[${added + 1}].title: ${JSON.stringify(plain)} makes the id "مدونة-الاختبار", as projects[${added}].title ${JSON.stringify(voweled)} does; give one of them a slug, e.g. slug: "مدونة-الاختبار-2"`,
    ]);
  });

  it('names a title that makes no id and proposes a slug', () => {
    expect(
      problemsAfter((copy) => (copy.projects[0] = { ...copy.projects[0], title: '???', slug: undefined })),
    ).toEqual([
      'projects[0].title: "???" makes an empty id (it has no letter or digit); give the project a slug, e.g. slug: "project-2"',
    ]);
  });

  it("takes a slug in place of the title's id, and names one that is not an id or is taken", () => {
    const slug = `${projects[0].id}-own`;
    expect(problemsAfter((copy) => (copy.projects[0].slug = slug))).toEqual([]);
    expect(problemsAfter((copy) => (copy.projects[0].slug = ` My App `))).toEqual([
      'projects[0].slug: " My App " is not an id (lowercase letters and digits between single "-"); use slug: "my-app"',
    ]);
    expect(problemsAfter((copy) => (copy.projects[0].slug = '!'))).toEqual([
      'projects[0].slug: "!" is not an id (lowercase letters and digits between single "-"); use letters or digits, e.g. slug: "project-2"',
    ]);
    expect(problemsAfter((copy) => (copy.projects[0].slug = ''))).toEqual(['projects[0].slug: is empty']);
    // A project added last, named another way, whose slug is the first's id.
    const last = projects.length;
    const taking = { ...projects[0], title: 'Another project', slug: projects[0].id };
    expect(problemsAfter((copy) => copy.projects.push(taking))).toEqual([
      `projects[${last}].slug: ${JSON.stringify(projects[0].id)} makes the id ${JSON.stringify(projects[0].id)}, as projects[0].${projects[0].slug === undefined ? 'title' : 'slug'} ${JSON.stringify(projects[0].slug ?? projects[0].title)} does; give one of them a slug, e.g. slug: ${JSON.stringify(`${projects[0].id}-2`)}`,
    ]);
  });

  it('names a link that is not http(s) when code is true', () => {
    const problems = problemsAfter((copy) => {
      copy.projects[0].code = true;
      copy.projects[0].link = 'ftp://x';
    });
    expect(problems).toEqual(['projects[0].link: "ftp://x" is not an http(s) URL, but code is true']);
  });

  it('names an empty link when code is true, and accepts one when code is false', () => {
    const withLink = (code: boolean) => (copy: SiteContent) => Object.assign(copy.projects[0], { code, link: '' });
    expect(problemsAfter(withLink(true))).toEqual(['projects[0].link: "" is not an http(s) URL, but code is true']);
    expect(problemsAfter(withLink(false))).toEqual([]);
  });

  it('names a missing image', () => {
    expect(problemsAfter((copy) => (copy.owner.portrait.src = '/images/missing.jpg'))).toEqual([
      'owner.portrait.src: public/images/missing.jpg does not exist',
    ]);
    expect(problemsAfter((copy) => (copy.hobbies[0].image = '/images/hobbies/missing.svg'))).toEqual([
      'hobbies[0].image: public/images/hobbies/missing.svg does not exist',
    ]);
  });

  it.each(['/images/animated.gif', '/images/IMG_0042.HEIC', '/images/scan.tiff'])(
    'refuses %s, a picture browsers or the build cannot all show, with one line',
    (src) => {
      expect(problemsAfter((copy) => (copy.hobbies[0].image = src))).toEqual([
        `hobbies[0].image: ${JSON.stringify(src)} is not a JPEG, PNG, WebP or SVG image`,
        `hobbies[0].image: public${src} does not exist`,
      ]);
    },
  );

  it('names an image field left out (the build does not type-check the content)', () => {
    expect(problemsAfter((copy) => delete (copy.hobbies[0] as { image?: string }).image)).toEqual([
      'hobbies[0].image: is missing; give a path under public/ (like "/images/photo.jpg")',
    ]);
  });

  it.each(resumeKeys)("names resume.%s's href left out, with a file as its example", (key) => {
    expect(problemsAfter((copy) => delete (copy.resume[key] as { href?: string }).href)).toEqual([
      `resume.${key}.href: is missing; give a path under public/ (like "/resume.pdf")`,
    ]);
  });

  it('names an image path that is not under public/', () => {
    expect(problemsAfter((copy) => (copy.about.photo.src = 'https://example.com/photo.jpg'))).toEqual([
      'about.photo.src: "https://example.com/photo.jpg" is not a path under public/ starting with "/" (like "/images/photo.jpg")',
    ]);
  });

  it.each(resumeKeys)('names a file of the wrong kind as resume.%s', (key) => {
    // A file that is there, but a picture.
    expect(problemsAfter((copy) => (copy.resume[key]!.href = owner.portrait.src))).toEqual([
      `resume.${key}.href: ${JSON.stringify(owner.portrait.src)} does not end in ${resumeExtensions[key]}`,
    ]);
  });

  it.each(resumeKeys)('names a missing resume file as resume.%s', (key) => {
    const href = `/Sam_Smith_Resume${resumeExtensions[key]}`;
    expect(problemsAfter((copy) => (copy.resume[key]!.href = href))).toEqual([
      `resume.${key}.href: public${href} does not exist`,
    ]);
  });

  it('names a first name that does not follow from the name', () => {
    expect(problemsAfter((copy) => (copy.owner.firstName = 'Sam'))).toEqual([
      `owner.firstName: "Sam" is not the first word of owner.name ${JSON.stringify(owner.name)}`,
    ]);
    expect(problemsAfter((copy) => (copy.owner.name = ' '))).toEqual(['owner.name: is empty']);
  });

  it.each([
    ['jamie-sample.example.com', 'siteUrl: "jamie-sample.example.com" is not an absolute http(s) URL'],
    ['ftp://jamie-sample.example.com', 'siteUrl: "ftp://jamie-sample.example.com" is not an absolute http(s) URL'],
    [
      'https://jamie-sample.example.com/?ref=1',
      'siteUrl: "https://jamie-sample.example.com/?ref=1" has a query or hash; leave out "?…" and "#…"',
    ],
    [
      'https://jamie-sample.example.com#top',
      'siteUrl: "https://jamie-sample.example.com#top" has a query or hash; leave out "?…" and "#…"',
    ],
  ])('names a bad siteUrl (%s)', (url, problem) => {
    expect(problemsAfter((copy) => (copy.siteUrl = url))).toEqual([problem]);
  });

  it('accepts a siteUrl with a path (a site published under /repo-name/)', () => {
    expect(problemsAfter((copy) => (copy.siteUrl = 'https://jamie-sample.github.io/portfolio'))).toEqual([]);
  });

  it.each(['english', 'en_US', 'xx', 'en-'])('names a language that is not a BCP 47 tag Intl knows (%s)', (tag) => {
    expect(problemsAfter((copy) => (copy.language = tag))).toEqual([
      `language: ${JSON.stringify(tag)} is not a BCP 47 language tag (like "en-US", "en-GB" or "fr")`,
    ]);
  });

  it.each(['en-GB', 'en-IN', 'fr', 'pt-BR', 'zh-Hant-TW', 'en-gb'])('accepts the language %s', (tag) => {
    expect(problemsAfter((copy) => (copy.language = tag))).toEqual([]);
  });

  it('names a social link that is not http(s) or an e-mail address', () => {
    expect(problemsAfter((copy) => (copy.socialLinks[0].href = 'linkedin.com/in/someone'))).toEqual([
      'socialLinks[0].href: "linkedin.com/in/someone" is not an http(s) URL or a mailto: address',
    ]);
    expect(problemsAfter((copy) => (copy.socialLinks[0].href = 'mailto:'))).toEqual([
      'socialLinks[0].href: "mailto:" is not an http(s) URL or a mailto: address',
    ]);
  });

  describe("a footer link's icon", () => {
    /** The problems of the content with this icon first, a file there or not (`present`), any other file as it is. */
    const iconProblems = (icon: string, present = true) => {
      const copy = structuredClone(content);
      copy.socialLinks[0].icon = icon;
      return validateContent(copy, (path) => (path === icon ? present : fileExists(path)), brandMarkNames);
    };
    const ownFile = (file: string) =>
      `a brand it has not, give the path of your own SVG under public/ (like "/images/icons/${file}.svg")`;

    it.each(['mastodon', 'github', 'gitlab', 'bluesky', 'codeberg'])('takes the simple-icons name %s', (name) => {
      expect(iconProblems(name)).toEqual([]);
    });

    // As any path under public/ was checked before a name could be given instead.
    it('takes an SVG of the owner’s under public/, and names one missing or not starting with "/"', () => {
      expect(iconProblems('/images/icons/mastodon.svg')).toEqual([]);
      expect(iconProblems('/images/icons/nowhere.svg', false)).toEqual([
        'socialLinks[0].icon: public/images/icons/nowhere.svg does not exist',
      ]);
      expect(iconProblems('images/icons/github.svg')).toEqual([
        'socialLinks[0].icon: "images/icons/github.svg" is not a path under public/ starting with "/" (like "/images/photo.jpg")',
      ]);
    });

    it('names a brand simple-icons has not (LinkedIn), and what to give instead', () => {
      expect(iconProblems('linkedin')).toEqual([
        `socialLinks[0].icon: "linkedin" is not the name of a simple-icons mark (https://simpleicons.org) nor close to one; for ${ownFile('linkedin')}`,
      ]);
    });

    it.each([
      ['GitHub', 'github', '"github"'],
      ['mastadon', 'mastadon', '"mastodon"'],
      ['Twitter', 'twitter', '"x"'],
      ['gitlub', 'gitlub', '"github" or "gitlab" or "gitlfs"'],
    ])('names the marks nearest to %s, a name that is none', (name, file, nearest) => {
      expect(iconProblems(name)).toEqual([
        `socialLinks[0].icon: "${name}" is not the name of a simple-icons mark (https://simpleicons.org); did you mean ${nearest}? For ${ownFile(file)}`,
      ]);
    });

    it.each(['/images/icons/github.png', '/images/icons/mastodon.webp', 'github.svg.png'])(
      'names a file that is not an SVG (%s) once, whether it is there or not',
      (path) => {
        const message = `socialLinks[0].icon: ${JSON.stringify(path)} is not an SVG; give a simple-icons name like "github", or the path of your own SVG under public/ (only its shape shows, in the footer's colour)`;
        expect(iconProblems(path, true)).toEqual([message]);
        expect(iconProblems(path, false)).toEqual([message]);
      },
    );
  });

  it('takes an e-mail address as a social link', () => {
    expect(problemsAfter((copy) => (copy.socialLinks[0].href = 'mailto:laila@example.net'))).toEqual([]);
  });

  it('names empty text a page would show as a blank, or a navigation link without a name', () => {
    const problems = problemsAfter((copy) => {
      copy.projects[0].description = '';
      copy.about.photo.alt = '  ';
      copy.layout.navigation.links.about = '';
    });
    expect(problems).toEqual([
      'about.photo.alt: is empty',
      'layout.navigation.links.about: is empty',
      'projects[0].description: is empty',
    ]);
  });

  it('checks every text contract.ts declares, with no list of its own (a new field costs no edit here)', () => {
    const texts = leavesOf(contract, content).filter(
      ([, value, field]) => typeof value === 'string' && !(field.kind === 'address' && field.emptyAllowed),
    );
    expect(texts.length).toBeGreaterThan(40);
    for (const [path] of texts) {
      const problems = problemsAfter((copy) => setAt(copy, path, ' '));
      expect(problems).toContain(`${path}: is empty`);
    }
  });

  it('names a copyright line without a place for the year', () => {
    expect(problemsAfter((copy) => (copy.footer.copyright = '© Sam. All rights reserved.'))).toEqual([
      'footer.copyright: "© Sam. All rights reserved." has no {year} for the current year',
    ]);
  });

  it('names an empty list of footer links, in the words the footer shows before them', () => {
    expect(problemsAfter((copy) => (copy.socialLinks = []))).toEqual([
      `socialLinks: is empty; the footer would follow ${JSON.stringify(footer.followText)} with nothing`,
    ]);
  });
});

describe('links in rich text', () => {
  it('names a Markdown link whose address is not http(s) or mailto, in a description or an About paragraph', () => {
    const problems = problemsAfter((copy) => {
      copy.projects[0].description = '[notes](ftp://x)';
      copy.hobbies.at(-1)!.description += ' See [my page](/about).';
      copy.about.paragraphs.push('Say hello: [email](email:me@example.com), or [call](tel:+15550100).');
    });
    const lastHobby = hobbies.length - 1;
    const newParagraph = about.paragraphs.length;
    expect(problems).toEqual([
      `about.paragraphs[${newParagraph}]: "[call](tel:+15550100)" is not an http(s) or mailto link; it would show as plain text`,
      `about.paragraphs[${newParagraph}]: "[email](email:me@example.com)" is not an http(s) or mailto link; it would show as plain text`,
      `hobbies[${lastHobby}].description: "[my page](/about)" is not an http(s) or mailto link; it would show as plain text`,
      'projects[0].description: "[notes](ftp://x)" is not an http(s) or mailto link; it would show as plain text',
    ]);
  });

  it('names a Markdown link whose address has a space in it', () => {
    expect(problemsAfter((copy) => (copy.projects[0].description = 'My [notes](ftp://example.com/my notes).'))).toEqual(
      [
        'projects[0].description: "[notes](ftp://example.com/my notes)" has an address with a space in it or no ")" closing it; it would show as plain text',
      ],
    );
  });

  it('accepts http(s) and mailto links, bare addresses and brackets that are not links', () => {
    const problems = problemsAfter((copy) => {
      copy.projects[0].description =
        'See [the code](https://example.com/code) or https://example.com/demo.\n\nWrite to [me](mailto:me@example.com).';
      copy.hobbies[0].description = 'Scores [in brackets] (and parentheses) are text.';
      copy.about.paragraphs.push('[Wikipedia](https://en.wikipedia.org/wiki/Mercury_(planet)) has it.');
    });
    expect(problems).toEqual([]);
  });
});

describe('the resume files', () => {
  // Either file may be left out. Each case makes the file it keeps from the content's first file's
  // words, at an address of its own that this check finds (so any content gives it).
  const made = { pdf: '/files/CV seul.pdf', word: '/files/سيرة ليلى 2026.docx' };
  const withMade = (path: string) => Object.values(made).includes(path) || fileExists(path);

  /** The content's resume with only the files `keys` names, each at its made address. */
  function keeping(copy: SiteContent, keys: readonly ('pdf' | 'word')[]): void {
    const [words] = resumeFiles(copy.resume);
    const file = (key: 'pdf' | 'word') =>
      keys.includes(key)
        ? { href: made[key], downloadLabel: words.downloadLabel, retryLabel: words.retryLabel }
        : undefined;
    const pdf = file('pdf');
    copy.resume = resumeSection({
      ...copy.resume,
      pdf: pdf && { ...pdf, viewLabel: copy.resume.pdf?.viewLabel ?? words.downloadLabel },
      word: file('word'),
    });
  }

  const problemsKeeping = (keys: readonly ('pdf' | 'word')[], change = (_: SiteContent) => {}) => {
    const copy = structuredClone(content);
    keeping(copy, keys);
    change(copy);
    return validateContent(copy, withMade);
  };

  it.each([[['pdf']], [['word']], [['pdf', 'word']]] as const)('take %j alone, or both', (keys) => {
    expect(problemsKeeping(keys)).toEqual([]);
  });

  it('name a resume with no file, once, at the section', () => {
    expect(problemsKeeping([])).toEqual([
      'resume: has no file; give pdf, word or both, each with its href under public/ (like "/resume.pdf")',
    ]);
  });

  it.each(['pdf', 'word'] as const)(
    'name a %s file that is given but not in public/, once, with the other file left out',
    (key) => {
      const href = `/files/Not there${resumeExtensions[key]}`;
      expect(problemsKeeping([key], (copy) => (copy.resume[key]!.href = href))).toEqual([
        `resume.${key}.href: public${href} does not exist`,
      ]);
    },
  );

  it('take a file written as null as left out (the build does not type-check the content)', () => {
    const copy = structuredClone(content);
    keeping(copy, ['word']);
    const section = resumeSection({ ...copy.resume, pdf: null as unknown as undefined });
    expect(Object.keys(section)).not.toContain('pdf');
    expect(validateContent({ ...copy, resume: section }, withMade)).toEqual([]);
  });
});

describe('placeholders', () => {
  it('names a placeholder the site does not fill in, and says which one it does', () => {
    const problems = problemsAfter((copy) => {
      copy.resume.messages.started = 'Download started: {fille}.';
      copy.resume.messages.failed = "Couldn't download {file}: {status}.";
      copy.footer.copyright = '© {year} {owner}';
    });
    expect(problems).toEqual([
      'footer.copyright: "{owner}" is not filled in here; use {year}',
      'resume.messages.failed: "{status}" is not filled in here; use {file} or {reason}',
      'resume.messages.started: "{fille}" is not filled in here; use {file}',
    ]);
  });

  it('names a placeholder in a text where none is filled in, once per text', () => {
    const problems = problemsAfter((copy) => {
      copy.about.paragraphs[0] += ' {name} and {name} again.';
      copy.hobbies.at(-1)!.title = 'Saving {file}s';
      copy.projectsPage.popup.closeLabel = 'Close {title}';
    });
    expect(problems).toEqual([
      'about.paragraphs[0]: "{name}" is not filled in here; it would show as typed',
      `hobbies[${hobbies.length - 1}].title: "{file}" is not filled in here; it would show as typed`,
      'projectsPage.popup.closeLabel: "{title}" is not filled in here; it would show as typed',
    ]);
  });

  it('accepts each placeholder where the site fills it in, and braces that are not placeholders', () => {
    const problems = problemsAfter((copy) => {
      copy.projectsPage.popup.imageAlt = 'Preview of {title}';
      copy.pageMeta.project.previewAlt = '{title}, a project';
      copy.resume.messages.downloading = 'Downloading {file}…';
      copy.resume.messages.started = 'Download started: {file}.';
      copy.resume.messages.failed = '{file} failed: {reason}.';
      copy.resume.messages.reasons.status = 'the server answered {status}';
      copy.footer.copyright = '© {year}';
      copy.projects[0].description = 'Sets like { a, b } and {} and {two words} stay as typed.';
    });
    expect(problems).toEqual([]);
  });

  it('names a placeholder where the owner writes it, not in the values made from it', () => {
    const problems = problemsAfter((copy) => {
      resumeFiles(copy.resume)[0].fileName = 'Resume {where}.pdf';
    });
    expect(problems).toEqual([]);
  });
});
