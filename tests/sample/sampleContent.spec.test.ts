/**
 * The shipped sample's content is the one the spec describes. This file checks the sample's own
 * words (its pages' headings, titles and labels, its projects, hobbies, numbers and file names);
 * every other test reads its expectations from the content module and passes for any owner. Where
 * the spec says how a text is shown, the other tests check that the page shows the content's text,
 * so its words are checked here, in the content. Making the site yours? Delete `tests/sample/`
 * (README, "Make it yours").
 *
 * @jest-environment node
 */
import {
  about,
  footer,
  hobbies,
  hobbiesPage,
  home,
  notFound,
  owner,
  projects,
  projectsPage,
  resume,
  socialLinks,
} from '../../src/content';
import { copyrightFor } from '../../src/content/model';
import { plainText } from '../../src/text/richText';
import { specProjects } from './specProjects';

describe('the sample owner', () => {
  it('graduated in 2023 with a B.S.E. in computer science', () => {
    expect(owner.name).toBe('Jamie Sample');
    expect(owner.graduation.year).toBe(2023);
    expect(owner.graduation.degree).toMatch(/^B\.S\.E\. in computer science$/i);
  });

  it('offers a PDF and a Word resume named after them', () => {
    expect(resume.pdf?.fileName).toBe('Jamie_Sample_Resume.pdf');
    expect(resume.word?.fileName).toBe('Jamie_Sample_Resume.docx');
  });
});

describe("the sample's pages", () => {
  it("greet on Home with the owner's name, the graduation line and the current job", () => {
    expect(home.greeting).toBe("Hello, I'm Jamie Sample!");
    expect(home.graduationLine).toContain('2023');
    expect(home.graduationLine).toMatch(/B\.S\.E\. in computer science/i);
    expect(home.jobLine).toMatch(/\bwork as a data engineer\b/i);
  });

  it("label the resume's buttons Download PDF, Download Word and View PDF", () => {
    expect([resume.pdf?.downloadLabel, resume.word?.downloadLabel, resume.pdf?.viewLabel]).toEqual([
      'Download PDF',
      'Download Word',
      'View PDF',
    ]);
  });

  it("title About 'About section' and head it 'About Me'", () => {
    expect(about.eyebrow).toBe('About section');
    expect(about.heading).toBe('About Me');
  });

  it('tell the biography in five paragraphs, on the topics of the spec in its order', () => {
    const paragraphs = about.paragraphs.map(plainText);
    expect(paragraphs).toHaveLength(5);
    const [studies, beginning, focus, learning, philosophy] = paragraphs;
    expect(studies).toContain(owner.graduation.school);
    expect(studies).toContain(owner.graduation.degree);
    expect(beginning).toMatch(/interest in computing began/i);
    for (const area of ['web development', 'machine learning', 'computer vision', 'databases']) {
      expect(focus).toContain(area);
    }
    expect(learning).toMatch(/mobile development with Swift/);
    expect(philosophy).toMatch(/daily action/);
  });

  it('show the owner at a waterfall on About', () => {
    expect(about.photo.alt).toBe('Jamie Sample standing in front of a tall waterfall');
  });

  it("title the Hobbies and Projects pages' tabs 'Hobbies Section' and 'Project Section'", () => {
    expect(hobbiesPage.title).toBe('Hobbies Section');
    expect(projectsPage.title).toBe('Project Section');
  });

  it('head Hobbies and Projects, with the subheading of the spec under Projects', () => {
    expect(hobbiesPage.heading).toBe('Hobbies');
    expect(projectsPage.heading).toBe('Projects');
    expect(projectsPage.subheading).toBe("Here is a list of all the projects that I've worked on!");
  });

  it("label a project's popup as the spec does", () => {
    const { sourceLink, privateSource, durationLabel, stackLabel, descriptionLabel } = projectsPage.popup;
    expect({ sourceLink, privateSource, durationLabel, stackLabel, descriptionLabel }).toEqual({
      sourceLink: 'Github available',
      privateSource: 'Contact for Code',
      durationLabel: 'Duration:',
      stackLabel: 'Stack:',
      descriptionLabel: 'Description:',
    });
  });

  it("head an unknown address's page 'Error 404: Not Found'", () => {
    expect(notFound.heading).toBe('Error 404: Not Found');
  });
});

describe("the sample's footer", () => {
  it("follows 'Follow me on:' with a GitHub and a LinkedIn link", () => {
    expect(footer.followText).toBe('Follow me on:');
    expect(socialLinks.map(({ name, href }) => ({ name, host: new URL(href).host }))).toEqual([
      { name: 'GitHub', host: 'github.com' },
      { name: 'LinkedIn', host: 'www.linkedin.com' },
    ]);
  });

  it("ends with the year, the owner's first name and 'All rights reserved.'", () => {
    expect(copyrightFor(footer.copyright, 2031)).toBe('© 2031 Jamie. All rights reserved.');
    const year = new Date().getFullYear();
    expect(copyrightFor(footer.copyright, year)).toBe(`© ${year} Jamie. All rights reserved.`);
  });
});

describe("the sample's projects", () => {
  it('are the seven of the spec, in order, with its durations, stacks and code flags', () => {
    expect(projects).toHaveLength(7);
    expect(projects.map(({ title, duration, stack, code }) => ({ title, duration, stack, code }))).toEqual(
      specProjects.map(({ stack, ...fields }) => ({
        ...fields,
        stack: typeof stack === 'string' ? stack : expect.stringMatching(stack),
      })),
    );
  });

  it('give Pokebase a link though its code is private, and the Discord bot none', () => {
    expect(projects[1].link).toMatch(/^https:\/\//);
    expect(projects[3].link).toBe('');
  });

  it('keep the spec facts in their descriptions', () => {
    expect(projects[3].description).toContain('310,762');
    expect(projects[5].description).toMatch(/PageRank/);
    expect(projects[5].description).toMatch(/MapReduce/);
  });
});

describe("the sample's hobbies", () => {
  it('are the four of the spec', () => {
    expect(hobbies.map((hobby) => hobby.title)).toEqual([
      'Gaming/Pokemon Hunting!',
      'Fitness',
      'Studying Languages',
      'Cooking',
    ]);
  });

  it('state the shiny-hunt progress and odds', () => {
    expect(hobbies[0].description).toContain('995 of 1,010');
    expect(hobbies[0].description).toContain('April 2025');
    expect(hobbies[0].description).toContain('1/4096 to 1/8192');
  });
});
