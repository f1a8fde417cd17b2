/**
 * README's "Make it yours" names every field of `src/content/site.ts`, so an owner reading it meets
 * each one: a field added to the content fails here until the README says what it is.
 *
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as site from '../../src/content/site';

/** Each field's path as a list of names, array items left out (`projects[].title` → projects, title). */
function fieldPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => fieldPaths(item, path));
    return [...new Map(items.map((item) => [item.join('.'), item])).values()];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fieldPaths(item, [...path, key]));
  }
  return [path];
}

const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
const section = /\n## Make it yours\n([\s\S]*?)(?=\n## )/.exec(readme)?.[1] ?? '';

/** The section's paragraphs and list items, each with the names it writes in code (`resume.pdf.href` → resume, pdf, href). */
const parts = section
  .split(/\n\s*\n|\n(?=\s{0,3}(?:\d+\.|-) )/)
  .map((part) => new Set([...part.matchAll(/`([^`]+)`/g)].flatMap(([, code]) => code.split(/[^\w$]+/))));

describe('README\'s "Make it yours"', () => {
  it('exists', () => {
    expect(section.length).toBeGreaterThan(0);
  });

  it('names every field of site.ts, with its parents, in one step or paragraph', () => {
    const paths = fieldPaths({ ...site });
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths
      .filter((path) => !parts.some((names) => path.every((name) => names.has(name))))
      .map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });
});
