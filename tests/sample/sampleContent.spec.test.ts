/**
 * The shipped sample's content is the one the spec describes. This file checks the sample's own
 * words (its projects, hobbies, numbers and file names); every other test reads its expectations
 * from the content module and passes for any owner. Making the site yours? Delete `tests/sample/`
 * (README, "Make it yours").
 */
import { hobbies, owner, projects, resume } from '../../src/content';
import { specProjects } from '../support/specProjects';

describe('the sample owner', () => {
  it('graduated in 2023 with a B.S.E. in computer science', () => {
    expect(owner.name).toBe('Jamie Sample');
    expect(owner.graduation.year).toBe(2023);
    expect(owner.graduation.degree).toMatch(/^B\.S\.E\. in computer science$/i);
  });

  it('offers a PDF and a Word resume named after them', () => {
    expect(resume.pdf.fileName).toBe('Jamie_Sample_Resume.pdf');
    expect(resume.word.fileName).toBe('Jamie_Sample_Resume.docx');
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
