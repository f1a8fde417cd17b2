// The site's pages as the build prerendered them from the route table (src/routes/table.ts): one HTML
// file per address (an alias and every project's own page included), read back with the URL policy's
// `pagePathOf`. The budget scripts measure these instead of a list typed out, so a page added to the
// table, or an owner's projects, are measured without an edit here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pagePathOf } from '../../src/http/urlPolicy.mjs';

const dist = () => process.env.DIST_DIR ?? 'dist';

/** Every page's address with its HTML file, in a stable order (shorter addresses first). */
export function builtPages() {
  return readdirSync(dist(), { recursive: true })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('static/'))
    .map((file) => ({ path: pagePathOf(file), file }))
    .filter((page) => page.path !== null)
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
}

/** An address below another page (`/Projects/<id>`): a project's own page. */
const isNested = (path) => path.lastIndexOf('/') > 0;

/** Every page once, and the first project's page standing for them all (the first the sitemap lists). */
export function measuredPages() {
  const pages = builtPages().map((page) => page.path);
  const sitemap = readFileSync(join(dist(), 'sitemap.xml'), 'utf8');
  const listedAt = (path) => sitemap.indexOf(`${encodeURI(path)}</loc>`);
  const nested = pages.filter(isNested).sort((a, b) => listedAt(a) - listedAt(b));
  return [...pages.filter((path) => !isNested(path)), ...nested.slice(0, 1)];
}

/** Every page's address, the projects' own pages included. */
export const allPages = () => builtPages().map((page) => page.path);

/** The first page whose prerendered HTML holds `text` (an attribute or a selector's mark). */
export function pageHolding(text) {
  const page = builtPages().find(({ file }) => readFileSync(join(dist(), file), 'utf8').includes(text));
  if (!page) throw new Error(`No page of the build holds ${text}.`);
  return page.path;
}

const html = (path) => {
  const page = builtPages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`The build has no page at ${path}.`);
  return readFileSync(join(dist(), page.file), 'utf8');
};

const canonicalOf = (path) => /<link rel="canonical" href="([^"]*)"/.exec(html(path))?.[1];

/**
 * A walk through the navigation, as a visitor reads the site: from the home page to each page its
 * header links to, in the navigation's order, each from the one before (a link to the page itself,
 * such as `/Home` from `/`, is skipped).
 */
export function navigationWalk() {
  const nav = /<nav\b[^>]*>(.*?)<\/nav>/s.exec(html('/'))?.[1] ?? '';
  const hrefs = [...nav.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]);
  const pages = hrefs.filter((href) => canonicalOf(href) !== canonicalOf('/'));
  return pages.map((to, index) => ({ from: index === 0 ? '/' : pages[index - 1], to }));
}
