import { likelyPageForms, pageFile, pagePathOf, resolvePath } from '../../src/http/urlPolicy.mjs';
import { settleInitialAddress } from '../../src/routes/initialAddress';
import { siteContent } from '../../src/content';
import { pagePathsOf } from '../../src/routes/table';

/** The site's pages as site.ts names them (a further language's own slugs would come with its file). */
const pagePaths = pagePathsOf(siteContent);

describe('resolvePath: what every form of an address answers', () => {
  it.each([
    ['/', { kind: 'page', path: '/' }],
    ['/Home', { kind: 'page', path: '/Home' }],
    ['/About', { kind: 'page', path: '/About' }],
    ['/Projects', { kind: 'page', path: '/Projects' }],
    // Letter case, slashes, file names and encodings of a page: a redirect to it.
    ['/about', { kind: 'redirect', path: '/About' }],
    ['/aBoUt', { kind: 'redirect', path: '/About' }],
    ['/HOME', { kind: 'redirect', path: '/Home' }],
    ['/About/', { kind: 'redirect', path: '/About' }],
    ['/About//', { kind: 'redirect', path: '/About' }],
    ['//About', { kind: 'redirect', path: '/About' }],
    ['///About', { kind: 'redirect', path: '/About' }],
    ['//', { kind: 'redirect', path: '/' }],
    ['/index.html', { kind: 'redirect', path: '/' }],
    ['/INDEX.HTML', { kind: 'redirect', path: '/' }],
    ['/index', { kind: 'redirect', path: '/' }],
    ['/index/', { kind: 'redirect', path: '/' }],
    ['/About.html', { kind: 'redirect', path: '/About' }],
    ['/Home.html', { kind: 'redirect', path: '/Home' }],
    ['/Projects.html/', { kind: 'redirect', path: '/Projects' }],
    ['/About%2F', { kind: 'redirect', path: '/About' }],
    ['/About%2f', { kind: 'redirect', path: '/About' }],
    ['/%41bout', { kind: 'redirect', path: '/About' }],
    // The 404 document's own addresses are unknown paths.
    ['/404', { kind: 'notFound' }],
    ['/404.html', { kind: 'notFound' }],
    ['/404/', { kind: 'notFound' }],
    // Files at their exact paths; never the host-only, hidden, precompressed or HTML files.
    ['/Jamie_Sample_Resume.pdf', { kind: 'file', path: '/Jamie_Sample_Resume.pdf' }],
    ['/static/js/index.abc.js', { kind: 'file', path: '/static/js/index.abc.js' }],
    ['/images/my%20photo.jpg', { kind: 'file', path: '/images/my%20photo.jpg' }],
    ['/_headers', { kind: 'notFound' }],
    ['/_redirects', { kind: 'notFound' }],
    ['/.built', { kind: 'notFound' }],
    ['/static/.hidden/x.js', { kind: 'notFound' }],
    ['/index.html.br', { kind: 'notFound' }],
    ['/static/js/index.abc.js.gz', { kind: 'notFound' }],
    ['/other.html', { kind: 'notFound' }],
    ['/static/js/', { kind: 'notFound' }],
    ['/static//js/index.abc.js', { kind: 'notFound' }],
    ['/static%2Fjs%2Findex.abc.js', { kind: 'notFound' }],
    ['/static/../Jamie_Sample_Resume.pdf', { kind: 'notFound' }],
    ['/static/%2e%2e/Jamie_Sample_Resume.pdf', { kind: 'notFound' }],
    // Unknown and hostile paths.
    ['/nope', { kind: 'file', path: '/nope' }],
    ['//nope', { kind: 'notFound' }],
    ['//evil.example', { kind: 'notFound' }],
    ['/%E0%A4%A', { kind: 'notFound' }],
    ['/%00', { kind: 'notFound' }],
    ['/a%5cb', { kind: 'notFound' }],
  ])('%s → %j', (path, expected) => {
    expect(resolvePath(path, pagePaths)).toEqual(expected);
  });

  describe('a page whose address holds letters beyond ASCII, percent-encoded as its canonical form', () => {
    const page = '/Projects/cr%C3%A8me-br%C3%BBl%C3%A9e';
    const pages = [...pagePaths, page];
    it.each([
      '/Projects/crème-brûlée',
      '/Projects/cr%c3%a8me-br%c3%bbl%c3%a9e',
      '/Projects/cre%CC%80me-bru%CC%82le%CC%81e',
      '/Projects/CR%C3%88ME-BR%C3%9BL%C3%89E',
      '/projects/cr%C3%A8me-br%C3%BBl%C3%A9e/',
      '/Projects/cr%C3%A8me-br%C3%BBl%C3%A9e.html',
    ])('%s → the page, encoded', (path) => {
      expect(resolvePath(path, pages)).toEqual({ kind: 'redirect', path: page });
    });

    it('is the page at its own address, prerendered to the file its decoded path names', () => {
      expect(resolvePath(page, pages)).toEqual({ kind: 'page', path: page });
      expect(pageFile(page)).toBe('Projects/crème-brûlée.html');
      expect(pagePathOf('Projects/crème-brûlée.html')).toBe(page);
    });
  });

  describe('a page whose id leaves out the marks its language writes only sometimes', () => {
    const page = `/Projects/${encodeURIComponent('مدونة')}`;
    const pages = [...pagePaths, page];
    it.each([
      `/Projects/${encodeURIComponent('مُدَوَّنَة')}`,
      `/Projects/${encodeURIComponent('مُدَوْنَة')}`,
      '/Projects/مُدَوَّنَة',
    ])('%s, typed with harakat → the page', (path) => {
      expect(resolvePath(path, pages)).toEqual({ kind: 'redirect', path: page });
    });
  });

  it('never redirects outside the site: addresses that look like another host are not found', () => {
    const hostile = [
      '//evil.example',
      '///evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/.//evil',
      '/%5C%5Cevil',
    ];
    for (const path of hostile) expect({ path, ...resolvePath(path, pagePaths) }).toEqual({ path, kind: 'notFound' });
  });

  it('maps pages to their files and back', () => {
    expect(['/', '/About', '/Projects/colorize'].map(pageFile)).toEqual([
      'index.html',
      'About.html',
      'Projects/colorize.html',
    ]);
    expect(pagePaths.map(pageFile).map(pagePathOf)).toEqual(pagePaths);
    expect(pagePathOf('404.html')).toBeNull();
  });

  it('lists the forms of a page that static hosts redirect: casings, each with a slash, and its own with one', () => {
    expect(likelyPageForms('/About')).toEqual(['/about', '/about/', '/ABOUT', '/ABOUT/', '/About/']);
    for (const page of pagePaths.filter((path) => path !== '/')) {
      for (const form of likelyPageForms(page))
        expect(resolvePath(form, pagePaths)).toEqual({ kind: 'redirect', path: page });
    }
  });
});

describe('settleInitialAddress: the address the app shows for the document a host served', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it.each([
    ['//About', '/About', '/About'],
    ['/About.html', '/About', '/About'],
    ['/%41bout', '/About', '/About'],
    ['/index.html', '/', '/'],
  ])('a host that serves the page at %s gets its canonical address %s', (pathname, served, expected) => {
    expect(settleInitialAddress(at(pathname), served, '/', pagePaths)).toEqual({
      replaceWith: expected,
      servedNotFound: false,
    });
  });

  it('keeps the query and fragment', () => {
    expect(settleInitialAddress(at('/about/', '?ref=cv', '#top'), '/About', '/', pagePaths).replaceWith).toBe(
      '/About?ref=cv#top',
    );
  });

  it('works under a base path', () => {
    expect(settleInitialAddress(at('/repo-name/About.html'), '/About', '/repo-name/', pagePaths).replaceWith).toBe(
      '/repo-name/About',
    );
  });

  it.each(['/aBoUt', '/About//', '/404', '/nope'])('a 404 document served at %s stays the 404 page', (pathname) => {
    expect(settleInitialAddress(at(pathname), '/404', '/', pagePaths)).toEqual({
      replaceWith: null,
      servedNotFound: true,
    });
  });

  it('escapes the percent signs of an address the router could not decode', () => {
    expect(settleInitialAddress(at('/%E0%A4%A', '?q=1'), '/404', '/', pagePaths)).toEqual({
      replaceWith: '/%25E0%25A4%25A?q=1',
      servedNotFound: true,
    });
  });

  it('leaves a canonical address, and an address whose document is another page, alone', () => {
    expect(settleInitialAddress(at('/About'), '/About', '/', pagePaths)).toEqual({
      replaceWith: null,
      servedNotFound: false,
    });
    expect(settleInitialAddress(at('/about'), '/Hobby', '/', pagePaths).replaceWith).toBeNull();
  });

  it('follows the policy in development, where no document is prerendered', () => {
    expect(settleInitialAddress(at('/about'), undefined, '/', pagePaths).replaceWith).toBe('/About');
  });
});
