/**
 * The README and the pages under docs/ link to each other by relative paths: a page renamed or moved
 * leaves a newcomer at a dead link. Each such link must name a file that exists, and a `#part` a
 * heading of that file.
 *
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(__dirname, '../..');
const pages = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((page) =>
  page.endsWith('.md'),
);

/** A heading's anchor as GitHub makes it: lower case, spaces to hyphens, punctuation dropped. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading]) => anchorOf(heading));

/** The relative links of `page` that lead nowhere, each as written. */
function deadLinks(page: string): string[] {
  const text = readFileSync(join(root, page), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .filter((target) => {
      const [path, part] = target.split('#');
      const file = path === '' ? join(root, page) : join(root, dirname(page), path);
      if (!existsSync(file)) return true;
      return part !== undefined && file.endsWith('.md') && !anchorsOf(file).includes(part);
    });
}

describe('links between the README and docs/', () => {
  it('reads the README and every page of docs/', () => {
    expect(pages).toContain('README.md');
    expect(pages.length).toBeGreaterThan(1);
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    expect(deadLinks(page)).toEqual([]);
  });
});
