/**
 * The URL policy for a site in two languages: a further language's pages under its prefix, its home
 * `/pt-br/`, each page's other forms redirected to it, as for the default language's.
 *
 * @jest-environment node
 */
import { likelyPageForms, pageFile, pagePathOf, resolvePath } from '../../src/http/urlPolicy.mjs';

const pages = [
  '/',
  '/Home',
  '/About',
  '/Projects',
  '/Projects/cr%C3%A8me',
  '/pt-br/',
  '/pt-br/Home',
  '/pt-br/About',
  '/pt-br/Projects/cr%C3%A8me',
];

describe('a further language under its prefix', () => {
  it.each([
    ['/pt-br/', { kind: 'page', path: '/pt-br/' }],
    ['/pt-br/About', { kind: 'page', path: '/pt-br/About' }],
    ['/pt-br', { kind: 'redirect', path: '/pt-br/' }],
    ['/PT-BR', { kind: 'redirect', path: '/pt-br/' }],
    ['/pt-br/index', { kind: 'redirect', path: '/pt-br/' }],
    ['/pt-br/index.html', { kind: 'redirect', path: '/pt-br/' }],
    ['/PT-BR/about/', { kind: 'redirect', path: '/pt-br/About' }],
    ['/pt-br//About', { kind: 'redirect', path: '/pt-br/About' }],
    ['/pt-br/About.html', { kind: 'redirect', path: '/pt-br/About' }],
    ['/pt-br/Projects/cre%CC%80me', { kind: 'redirect', path: '/pt-br/Projects/cr%C3%A8me' }],
    ['/pt-br/nope', { kind: 'file', path: '/pt-br/nope' }],
    ['/pt-br/404', { kind: 'file', path: '/pt-br/404' }],
    ['/Projects/index', { kind: 'file', path: '/Projects/index' }],
  ])('%s answers %j', (path, resolution) => {
    expect(resolvePath(path, pages)).toEqual(resolution);
  });

  it("writes the language's home to its folder's index.html, and reads it back", () => {
    expect(pageFile('/pt-br/')).toBe('pt-br/index.html');
    expect(pagePathOf('pt-br/index.html')).toBe('/pt-br/');
    expect(pageFile('/pt-br/Projects/cr%C3%A8me')).toBe('pt-br/Projects/crème.html');
    expect(pagePathOf('pt-br/Projects/crème.html')).toBe('/pt-br/Projects/cr%C3%A8me');
  });

  it("gives static hosts the home's forms people type, each taken by the policy for the home", () => {
    const forms = likelyPageForms('/pt-br/');
    expect(forms).toEqual(expect.arrayContaining(['/pt-br', '/PT-BR', '/PT-BR/']));
    for (const form of forms) expect(resolvePath(form, pages)).toEqual({ kind: 'redirect', path: '/pt-br/' });
  });
});
