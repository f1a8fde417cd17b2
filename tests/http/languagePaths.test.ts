/**
 * The URL policy for a site in two languages: a further language's pages under its prefix, its home
 * `/pt-br/`, each page's other forms redirected to it, as for the default language's; and for a site
 * whose further languages give a project slugs of their own, the project's page in a language asked
 * for at its id in another.
 *
 * @jest-environment node
 */
import {
  likelyPageForms,
  otherLanguageAddresses,
  pageFile,
  pagePathOf,
  resolvePath,
} from '../../src/http/urlPolicy.mjs';
import { hostFiles } from '../../src/prerender/hostFiles';

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

describe('a project at a slug of its own in each further language', () => {
  // `website-2-0` is `site-web-2` in French and `webseite-2` in German; `pokebase` keeps its id.
  const versions = [
    ['/', '/fr/', '/de/'],
    ['/About', '/fr/About', '/de/About'],
    ['/Projects/website-2-0', '/fr/Projects/site-web-2', '/de/Projects/webseite-2'],
    ['/Projects/pokebase', '/fr/Projects/pokebase', '/de/Projects/pokebase'],
  ];
  const slugPages = versions.flat();
  const other = otherLanguageAddresses(slugPages, versions);

  it("sends the project's id in any language, under a language's prefix, to its page in that language", () => {
    expect(other).toEqual({
      '/fr/Projects/website-2-0': '/fr/Projects/site-web-2',
      '/fr/Projects/webseite-2': '/fr/Projects/site-web-2',
      '/de/Projects/website-2-0': '/de/Projects/webseite-2',
      '/de/Projects/site-web-2': '/de/Projects/webseite-2',
      '/Projects/site-web-2': '/Projects/website-2-0',
      '/Projects/webseite-2': '/Projects/website-2-0',
    });
  });

  it.each([
    ['/fr/Projects/site-web-2', { kind: 'page', path: '/fr/Projects/site-web-2' }],
    ['/fr/Projects/website-2-0', { kind: 'redirect', path: '/fr/Projects/site-web-2' }],
    // Any form of that address, in one step.
    ['/FR/projects/Website-2-0/', { kind: 'redirect', path: '/fr/Projects/site-web-2' }],
    ['/fr/Projects/website-2-0.html', { kind: 'redirect', path: '/fr/Projects/site-web-2' }],
    ['//fr//Projects/WEBSITE-2-0', { kind: 'redirect', path: '/fr/Projects/site-web-2' }],
    ['/fr/Projects/webseite-2', { kind: 'redirect', path: '/fr/Projects/site-web-2' }],
    ['/Projects/site-web-2', { kind: 'redirect', path: '/Projects/website-2-0' }],
    ['/de/projects/site-web-2', { kind: 'redirect', path: '/de/Projects/webseite-2' }],
    ['/fr/Projects/pokebase', { kind: 'page', path: '/fr/Projects/pokebase' }],
    ['/fr/Projects/nope', { kind: 'file', path: '/fr/Projects/nope' }],
  ])('%s answers %j', (path, resolution) => {
    expect(resolvePath(path, slugPages, other)).toEqual(resolution);
  });

  it('leaves a page where it is, and an address two projects would claim to no project', () => {
    // German gives `pokebase` the slug French gives `website-2-0`: `/Projects/site-web-2` names neither.
    const clashing = [
      ['/Projects/website-2-0', '/fr/Projects/site-web-2', '/de/Projects/webseite-2'],
      ['/Projects/pokebase', '/fr/Projects/pokebase', '/de/Projects/site-web-2'],
    ];
    const addresses = otherLanguageAddresses([...versions.slice(0, 2).flat(), ...clashing.flat()], clashing);
    expect(addresses['/Projects/site-web-2']).toBeUndefined();
    // A page of the language is never another page's other address.
    expect(addresses['/de/Projects/site-web-2']).toBeUndefined();
    expect(addresses['/fr/Projects/site-web-2']).toBeUndefined();
    expect(addresses['/fr/Projects/website-2-0']).toBe('/fr/Projects/site-web-2');
  });

  it('gives static hosts each such address, with a slash and in lower case', () => {
    const { _redirects } = hostFiles({
      basePath: '/',
      pages: slugPages,
      otherAddresses: other,
      documents: {},
      files: [],
    });
    const lines = _redirects.split('\n');
    for (const [address, page] of Object.entries(other)) {
      for (const form of [address, `${address}/`, address.toLowerCase()]) {
        expect(lines).toContain(`${form} ${page} 301`);
        expect(resolvePath(form, slugPages, other)).toEqual({ kind: 'redirect', path: page });
      }
    }
  });
});
