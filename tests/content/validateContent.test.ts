/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { owner, projects } from '../../src/content';
import { currentContent, validateContent, type SiteContent } from '../../src/content/validateContent';

const publicDir = join(__dirname, '../../public');
const fileExists = (publicPath: string) => existsSync(join(publicDir, publicPath));

let content: SiteContent;

beforeAll(async () => {
  content = await currentContent();
});

/** Validates a copy of the real content after `breakIt` changed it. */
function problemsAfter(breakIt: (copy: SiteContent) => void): string[] {
  const copy = structuredClone(content);
  breakIt(copy);
  return validateContent(copy, fileExists);
}

describe('the content', () => {
  it('has no problems (each one names the field to fix in src/content/site.ts or the file in public/)', () => {
    const problems = validateContent(content, fileExists);
    expect(problems).toEqual([]);
  });
});

describe('the content validator', () => {
  it('asks for exactly seven projects', () => {
    expect(problemsAfter((copy) => copy.projects.pop())).toEqual([
      'projects: has 6 entries; the Projects page shows exactly 7',
    ]);
  });

  it('names a project title used twice', () => {
    expect(problemsAfter((copy) => (copy.projects[2].title = copy.projects[1].title))).toEqual([
      `projects[2].title: ${JSON.stringify(projects[1].title)} is used twice (first at projects[1])`,
    ]);
  });

  it('names two titles that derive the same id', () => {
    expect(problemsAfter((copy) => (copy.projects[4].id = copy.projects[0].id))).toEqual([
      `projects[4].id: "${projects[0].id}" is also the id of projects[0] (titles ${JSON.stringify(projects[0].title)} and ${JSON.stringify(projects[4].title)} make the same id)`,
    ]);
  });

  it('names a link that is not http(s) when code is true', () => {
    const problems = problemsAfter((copy) => {
      copy.projects[3].code = true;
      copy.projects[3].link = 'ftp://x';
    });
    expect(problems).toEqual(['projects[3].link: "ftp://x" is not an http(s) URL, but code is true']);
  });

  it('names an empty link when code is true, and accepts one when code is false', () => {
    expect(problemsAfter((copy) => (copy.projects[0].link = ''))).toEqual([
      'projects[0].link: "" is not an http(s) URL, but code is true',
    ]);
    expect(problemsAfter((copy) => (copy.projects[1].link = ''))).toEqual([]);
  });

  it('names a missing image', () => {
    expect(problemsAfter((copy) => (copy.owner.portrait.src = '/images/missing.jpg'))).toEqual([
      'owner.portrait.src: public/images/missing.jpg does not exist',
    ]);
    expect(problemsAfter((copy) => (copy.hobbies[2].image = '/images/hobbies/missing.svg'))).toEqual([
      'hobbies[2].image: public/images/hobbies/missing.svg does not exist',
    ]);
  });

  it('names an image path that is not under public/', () => {
    expect(problemsAfter((copy) => (copy.about.photo.src = 'https://example.com/photo.jpg'))).toEqual([
      'about.photo.src: "https://example.com/photo.jpg" is not a path under public/ starting with "/" (like "/images/photo.jpg")',
    ]);
  });

  it('names a missing resume file', () => {
    expect(problemsAfter((copy) => (copy.resume.pdf.href = '/Sam_Smith_Resume.pdf'))).toEqual([
      'resume.pdf.href: public/Sam_Smith_Resume.pdf does not exist',
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
      'siteUrl: "https://jamie-sample.example.com/?ref=1" has a query; give the address without "?…"',
    ],
    [
      'https://jamie-sample.example.com#top',
      'siteUrl: "https://jamie-sample.example.com#top" has a hash; give the address without "#…"',
    ],
  ])('names a bad siteUrl (%s)', (url, problem) => {
    expect(problemsAfter((copy) => (copy.siteUrl = url))).toEqual([problem]);
  });

  it('accepts a siteUrl with a path (a site published under /repo-name/)', () => {
    expect(problemsAfter((copy) => (copy.siteUrl = 'https://jamie-sample.github.io/portfolio'))).toEqual([]);
  });

  it('names a social link that is not http(s)', () => {
    expect(problemsAfter((copy) => (copy.socialLinks[1].href = 'linkedin.com/in/someone'))).toEqual([
      'socialLinks[1].href: "linkedin.com/in/someone" is not an http(s) URL',
    ]);
  });

  it('names empty text a page would show as a blank, and empty navigation', () => {
    const problems = problemsAfter((copy) => {
      copy.projects[5].description = '';
      copy.about.photo.alt = '  ';
      copy.navItems = [];
    });
    expect(problems).toEqual([
      'about.photo.alt: is empty',
      'navItems: is empty; the navigation would have no links',
      'projects[5].description: is empty',
    ]);
  });

  it('checks text in a field the validator does not name (a new field costs no edit here)', () => {
    const problems = problemsAfter((copy) => Object.assign(copy.about, { closingLine: ' ' }));
    expect(problems).toEqual(['about.closingLine: is empty']);
  });

  it('names a copyright line without a place for the year', () => {
    expect(problemsAfter((copy) => (copy.footer.copyright = '© Jamie. All rights reserved.'))).toEqual([
      'footer.copyright: "© Jamie. All rights reserved." has no {year} for the current year',
    ]);
  });
});
