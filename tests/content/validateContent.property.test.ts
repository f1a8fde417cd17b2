/** @jest-environment node */
import fc from 'fast-check';
import { brandMarkNames } from '../../src/build/brandMarks';
import { projectId } from '../../src/content/model';
import { currentContent, type SiteContent, validateContent } from '../../src/content/validateContent';
import { propertyRuns, titleArbitrary } from '../support/titleArbitraries';

let content: SiteContent;

beforeAll(async () => {
  content = await currentContent();
});

/** The content with these projects (each a copy of the first, with its title and slug, if any). */
function withProjects(projects: { title: string; slug?: string }[]): SiteContent {
  const copy = structuredClone(content);
  const [first] = copy.projects;
  copy.projects = projects.map(({ title, slug }) => {
    const { slug: _, ...rest } = first;
    return { ...rest, title, ...(slug !== undefined && { slug }), id: slug ?? projectId(title) };
  });
  return copy;
}

const allFiles = () => true;
const idProblem = /^projects\[(\d+)\]\.(title|slug): (.*)$/;
const proposedSlug = /e\.g\. slug: ("[^"]*")$|use slug: ("[^"]*")$/;

/** The id problems the validator reports, by project index, with the slug each one proposes. */
function idProblems(copy: SiteContent) {
  return validateContent(copy, allFiles, brandMarkNames).map((problem) => {
    const [, index, field, message] = idProblem.exec(problem) ?? [];
    expect({ problem, isIdProblem: index !== undefined }).toEqual({ problem, isIdProblem: true });
    const slug = proposedSlug.exec(message);
    expect({ problem, proposesSlug: slug !== null }).toEqual({ problem, proposesSlug: true });
    return { index: Number(index), field, slug: JSON.parse(slug![1] ?? slug![2]) as string };
  });
}

/** The projects an id problem must name: a title that makes no id, or an id an earlier project has. */
function expectedIndexes(ids: string[]): number[] {
  return ids.flatMap((id, index) => (id === '' || ids.indexOf(id) < index ? [index] : []));
}

describe('the content validator, for any list of project titles', () => {
  const titles = fc.array(
    fc.oneof({ weight: 5, arbitrary: titleArbitrary }, fc.constantFrom('!!!', '—', '?', '2.0!', '((…))')),
    { minLength: 1, maxLength: 12 },
  );

  it('names every title that makes an empty or taken id, once, and proposes a slug that is valid and free', () => {
    fc.assert(
      fc.property(titles, (list) => {
        const problems = idProblems(withProjects(list.map((title) => ({ title }))));
        const ids = list.map(projectId);
        expect(problems.map((problem) => problem.index)).toEqual(expectedIndexes(ids));
        const proposals = problems.map((problem) => problem.slug);
        for (const slug of proposals) {
          expect(projectId(slug)).toBe(slug);
          expect(slug).not.toBe('');
          expect(ids).not.toContain(slug);
        }
        expect(new Set(proposals).size).toBe(proposals.length);
      }),
      propertyRuns,
    );
  });

  it('is satisfied once every proposed slug is given', () => {
    fc.assert(
      fc.property(titles, (list) => {
        const projects: { title: string; slug?: string }[] = list.map((title) => ({ title }));
        for (const { index, slug } of idProblems(withProjects(projects))) projects[index].slug = slug;
        expect(validateContent(withProjects(projects), allFiles, brandMarkNames)).toEqual([]);
      }),
      propertyRuns,
    );
  });

  it('takes a slug only in the form a title makes, and proposes that form', () => {
    fc.assert(
      fc.property(titleArbitrary, (slug) => {
        const problems = validateContent(withProjects([{ title: 'A', slug }]), allFiles, brandMarkNames);
        const normal = projectId(slug);
        if (normal === slug) expect(problems).toEqual([]);
        else {
          expect(problems).toHaveLength(1);
          expect(problems[0]).toMatch(/^projects\[0\]\.slug: /);
          const proposed = JSON.parse(proposedSlug.exec(problems[0])!.slice(1).find(Boolean)!) as string;
          expect(proposed).toBe(normal === '' ? 'project-2' : normal);
        }
      }),
      propertyRuns,
    );
  });
});
