/** @jest-environment node */
import { fieldLines, lineOf, pathSegments } from '../../src/build/fieldLines';

// A content file as owners write them: comments, template literals, strings holding brackets and
// commas, shorthand fields, quoted keys, arrays of objects, `satisfies` and type annotations.
const source = `import type { Owner } from './model';

// { not a field }
const ownerName = 'Laila, "L" {H}';

export const owner: Owner = {
  name: ownerName,
  firstName,
  /* portrait: { src: 'nope' } */
  portrait: {
    src: '/images/{me}.jpg',
    alt: \`\${ownerName}, smiling { at } \${'}'}\`,
  },
};

export const projects = [
  { title: 'One, two', link: '' },
  {
    title: "Three's",
    link: 'https://example.com/[x]',
  },
];

export const translation = {
  projects: {
    'r-d-tools-beta': { title: 'R&D' },
    "ما: بعد": {
      title: 'x',
    },
  },
} satisfies object;

export const siteUrl: string = 'https://example.com';
`;

const lines = fieldLines(source);

describe("a content file's fields, by line", () => {
  it.each([
    ['owner', 6],
    ['owner.firstName', 8],
    ['owner.portrait', 10],
    ['owner.portrait.alt', 12],
    ['projects[0]', 17],
    ['projects[0].link', 17],
    ['projects[1].link', 20],
    ['siteUrl', 33],
  ])('finds %s on line %i', (path, line) => {
    expect(lineOf(lines, path)).toBe(line);
  });

  it("finds a translation's fields below its constant, by ids in quotes, whatever they hold", () => {
    expect(lineOf(lines, 'projects["r-d-tools-beta"].title', 'translation')).toBe(26);
    expect(lineOf(lines, 'projects["ما: بعد"].title', 'translation')).toBe(28);
  });

  it('points a field left out to its nearest written section', () => {
    expect(lineOf(lines, 'owner.portrait.width')).toBe(10);
    expect(lineOf(lines, 'projects[7].title')).toBe(16);
    expect(lineOf(lines, 'home.greeting')).toBeUndefined();
  });

  it('reads the paths the content check writes', () => {
    expect(pathSegments('layout.navigation.links.home')).toEqual(['layout', 'navigation', 'links', 'home']);
    expect(pathSegments('about.paragraphs[4]')).toEqual(['about', 'paragraphs', 4]);
    expect(pathSegments('projects["a.b]\\"c"].title')).toEqual(['projects', 'a.b]"c', 'title']);
  });
});
