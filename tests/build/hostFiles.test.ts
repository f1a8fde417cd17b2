/** @jest-environment node */
import { createHash } from 'node:crypto';
import { likelyPageForms, otherLanguageAddresses } from '../../src/http/urlPolicy.mjs';
import { type HeaderRule, headerRules, hostFiles, type StaticSite } from '../../src/prerender/hostFiles';

interface SitePage {
  route?: string;
  file: string;
  html: string;
}

/** A site from its pages, as the build describes it: page paths, documents, and every file (with precompressed copies). */
function staticSite(basePath: string, sitePages: SitePage[], extraFiles: string[] = []): StaticSite {
  return {
    basePath,
    pages: sitePages.flatMap(({ route }) => (route === undefined ? [] : [route])),
    documents: Object.fromEntries(sitePages.map(({ file, html }) => [file, html])),
    files: [
      ...sitePages.flatMap(({ file }) => [`/${file}`, `/${file}.br`, `/${file}.gz`]),
      '/static/js/index.abc123.js',
      '/static/js/index.abc123.js.br',
      '/Jamie_Sample_Resume.pdf',
      ...extraFiles,
    ],
  };
}

type Generated =
  { _redirects: string; _headers: string; headerRules: HeaderRule[]; error?: undefined } | { error: string };

function generate(site: StaticSite): Generated {
  try {
    return { ...hostFiles(site), headerRules: headerRules(site) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = (route: string | undefined, file: string, css: string, extra = '') => ({
  ...(route === undefined ? {} : { route }),
  file,
  html: `<!doctype html><html lang="en"><head><style id="react-aria-pressable-style"></style><style id="stitches">${css}</style>${extra}</head><body><div id="root"></div><script defer src="/static/js/index.abc123.js"></script></body></html>`,
});

const pages: SitePage[] = [
  page('/', 'index.html', '.home{color:red}'),
  page('/Home', 'Home.html', '.home{color:red}'),
  page('/About', 'About.html', '.about{margin:0}', '<script>document.documentElement.dataset.theme="dark"</script>'),
  page('/Hobby', 'Hobby.html', '.hobby{height:250px}'),
  page('/Projects', 'Projects.html', '.card{height:194px}'),
  page(undefined, '404.html', '.not-found{}'),
];
const routed = pages.filter((p): p is SitePage & { route: string } => p.route !== undefined && p.route !== '/');

const manyPages = Array.from({ length: 60 }, (_, index) => page(`/Page${index}`, `Page${index}.html`, `.p${index}{}`));
const manyStyles = page(
  '/Long',
  'Long.html',
  '',
  Array.from({ length: 40 }, (_, index) => `<style>.s${index}{}</style>`).join(''),
);

/** A site of twenty projects in three languages: the default's at its addresses, two more under their prefixes. */
const projectPages = Array.from({ length: 20 }, (_, index) => `/Projects/project-${index}`);
const languagePages = ['', '/pt-br', '/ja'].flatMap((prefix) =>
  [...['/', '/Home', '/About', '/Hobby', '/Projects'], ...projectPages].map((route) => {
    const path = prefix === '' ? route : route === '/' ? `${prefix}/` : `${prefix}${route}`;
    const file = path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
    return page(path, file, `.p{}`);
  }),
);
const languageNotFound = ['/pt-br', '/ja'].map((prefix) =>
  page(undefined, `${prefix.slice(1)}/404.html`, '.not-found{}'),
);

const threeLanguagesPages = [...languagePages, page(undefined, '404.html', '.not-found{}'), ...languageNotFound];

/** The same site, each project at a slug of its own in each further language (a Japanese one beyond ASCII). */
const slugIn = { '': 'project', '/pt-br': 'projeto', '/ja': encodeURIComponent('プロジェクト') };
const slugVersions = Array.from({ length: 20 }, (_, index) =>
  Object.entries(slugIn).map(([prefix, stem]) => `${prefix}/Projects/${stem}-${index}`),
);
const slugPages = threeLanguagesPages.map((sitePage) => {
  const own = /^(\/[a-z-]+)?\/Projects\/project-(\d+)$/.exec(sitePage.route ?? '');
  if (!own) return sitePage;
  const [, prefix = '', index] = own;
  const route = `${prefix}/Projects/${slugIn[prefix as keyof typeof slugIn]}-${index}`;
  return { ...sitePage, route, file: `${decodeURIComponent(route.slice(1))}.html` };
});
const slugSite = (() => {
  const site = staticSite('/', slugPages);
  return { ...site, otherAddresses: otherLanguageAddresses(site.pages, slugVersions) };
})();

const sites = {
  threeLanguages: staticSite('/', threeLanguagesPages),
  threeLanguagesOnNetlify: { ...staticSite('/', threeLanguagesPages), netlify: true },
  threeLanguagesWithSlugs: slugSite,
  root: staticSite('/', pages),
  sub: staticSite('/repo-name/', pages),
  noSlashes: staticSite('repo-name', pages),
  underStatic: staticSite('/', [...pages, page('/static/Page', 'Page.html', '')]),
  sameRouteTwice: staticSite('/', [...pages, page('/about', 'about.html', '')]),
  tooManyHeaderRules: staticSite('/', [...pages, ...manyPages]),
  policyTooLong: staticSite('/', [...pages, manyStyles]),
};

const generated = Object.fromEntries(Object.entries(sites).map(([name, site]) => [name, generate(site)])) as Record<
  keyof typeof sites,
  Generated
>;

function files(name: keyof typeof sites) {
  const site = generated[name];
  if (site.error !== undefined) throw new Error(site.error);
  return site;
}

/** Non-comment lines of `_redirects`, split into their three fields. */
const allRedirectLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(' '));
/** The redirects proper (301), without the rewrites of paths never served. */
const redirectLines = (text: string) => allRedirectLines(text).filter(([, , status]) => status === '301');
/** The rewrites (200) of paths never served. */
const rewriteLines = (text: string) => allRedirectLines(text).filter(([, , status]) => status === '200');

/** `_headers` read the way Cloudflare Pages and Netlify read it. */
function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ path: line, headers: {} });
      continue;
    }
    const header = /^ {2}([A-Za-z][A-Za-z-]*): (\S.*)$/.exec(line);
    if (!header || rules.length === 0) throw new Error(`Not a header line: ${JSON.stringify(line)}`);
    const { headers } = rules[rules.length - 1];
    if (header[1] in headers) throw new Error(`${header[1]} twice in one rule`);
    headers[header[1]] = header[2];
  }
  return rules;
}

/** The hosts' path matching: exact, case-sensitive, `*` for the rest of the path, `:name` for a segment. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
      .join('.*')}$`,
  ).test(path);

/** Paths a browser may ask for: pages, page files, the 404 page at unknown paths, public and hashed files. */
const requestPaths = (base: string) =>
  [
    '',
    'index.html',
    ...routed.flatMap(({ route }) => [route.slice(1), `${route.slice(1)}.html`, `${route.slice(1)}/`]),
    '404.html',
    'nope',
    'Projects/extra',
    'static/',
    'static/js/index.abc123.js',
    'static/js/async/About.def456.js',
    'static/css/index.789abc.css',
    'Jamie_Sample_Resume.pdf',
    'images/portrait.jpg',
    'favicon.svg',
  ].map((path) => `${base}${path}`);

describe('_redirects', () => {
  it.each(routed)('sends the other casings of $route, with and without a slash, to it with 301', ({ route }) => {
    const lines = redirectLines(files('root')._redirects);
    const lower = route.toLowerCase();
    const upper = route.toUpperCase();
    for (const from of [lower, `${lower}/`, upper, `${upper}/`, `${route}/`]) {
      expect(lines).toContainEqual([from, route, '301']);
    }
  });

  it('writes exactly the listed variants: five rules a page, none for / or the 404 page', () => {
    const lines = redirectLines(files('root')._redirects);
    expect(lines).toHaveLength(routed.length * 5);
    expect(new Set(lines.map(([from]) => from)).size).toBe(lines.length);
    expect(lines.map(([, to]) => to).sort()).toEqual(routed.flatMap(({ route }) => Array(5).fill(route)).sort());
  });

  it('has no catch-all, so unknown paths get the host’s real 404', () => {
    const text = files('root')._redirects;
    for (const [from, to, status] of allRedirectLines(text)) {
      expect(from).not.toMatch(/[*:]/);
      expect(to).not.toMatch(/index\.html/);
      expect(['200', '301']).toContain(status);
    }
    expect(text).not.toMatch(/^\/\*/m);
    expect(text).not.toMatch(/!$/m);
  });

  it('rewrites /404 and every precompressed copy, and nothing else, to a path no build has', () => {
    const site = sites.root;
    const rewrites = rewriteLines(files('root')._redirects);
    expect(rewrites.map(([from]) => from).sort()).toEqual(
      ['/404', ...site.files.filter((file) => /\.(br|gz)$/.test(file))].sort(),
    );
    const targets = new Set(rewrites.map(([, to]) => to));
    expect([...targets]).toEqual(['/404/not-found']);
    expect(site.files).not.toContain('/404/not-found');
    expect(site.pages).not.toContain('/404/not-found');
    expect(
      rewriteLines(files('sub')._redirects).map(([from, to]) => [from.startsWith('/repo-name/'), to]),
    ).toContainEqual([true, '/repo-name/404/not-found']);
  });

  it('never redirects a page’s own path, so no rule can loop', () => {
    const sources = new Set(redirectLines(files('root')._redirects).map(([from]) => from));
    for (const { route } of pages) if (route !== undefined) expect(sources.has(route)).toBe(false);
  });

  it('puts the base path in front of every source and target', () => {
    const lines = redirectLines(files('sub')._redirects);
    expect(lines).toContainEqual(['/repo-name/about', '/repo-name/About', '301']);
    expect(lines).toContainEqual(['/repo-name/PROJECTS/', '/repo-name/Projects', '301']);
    expect(lines).toContainEqual(['/repo-name/home', '/repo-name/Home', '301']);
    expect(lines).toHaveLength(routed.length * 5 + 1);
    for (const [from, to] of lines.filter(([from]) => from !== '/repo-name')) {
      expect(from.startsWith('/repo-name/')).toBe(true);
      expect(to.startsWith('/repo-name/')).toBe(true);
    }
  });

  it('sends the base path without its slash to the site, as the server does', () => {
    expect(redirectLines(files('sub')._redirects)).toContainEqual(['/repo-name', '/repo-name/', '301']);
    expect(redirectLines(files('root')._redirects).some(([, to]) => to === '/')).toBe(false);
  });

  it('comments and rules only, ending with a newline', () => {
    const text = files('root')._redirects;
    expect(text.endsWith('\n')).toBe(true);
    for (const line of text.trimEnd().split('\n')) expect(line).toMatch(/^(#.*|\S+ \S+ (301|200))$/);
  });
});

describe('likelyPageForms', () => {
  it('lists lower case, upper case and capitalised forms, each with and without a slash, and the page with one', () => {
    expect(likelyPageForms('/About')).toEqual(['/about', '/about/', '/ABOUT', '/ABOUT/', '/About/']);
    expect(likelyPageForms('/projects')).toEqual(['/PROJECTS', '/PROJECTS/', '/Projects', '/Projects/', '/projects/']);
    expect(likelyPageForms('/my/Page')).toEqual([
      '/my/page',
      '/my/page/',
      '/MY/PAGE',
      '/MY/PAGE/',
      '/My/Page',
      '/My/Page/',
      '/MY/Page',
      '/MY/Page/',
      '/my/Page/',
    ]);
  });

  it('writes the forms of a path beyond ASCII percent-encoded: casings, decomposed accents, and its .html file', () => {
    // Cloudflare Pages' own `.html` redirect mangles such a path, so the rules hold that form too.
    expect(likelyPageForms('/Projects/cr%C3%A8me')).toEqual([
      '/projects/cr%C3%A8me',
      '/projects/cr%C3%A8me/',
      '/PROJECTS/CR%C3%88ME',
      '/PROJECTS/CR%C3%88ME/',
      '/Projects/Cr%C3%A8me',
      '/Projects/Cr%C3%A8me/',
      '/PROJECTS/cr%C3%A8me',
      '/PROJECTS/cr%C3%A8me/',
      '/Projects/cre%CC%80me',
      '/Projects/cre%CC%80me/',
      '/Projects/cr%C3%A8me/',
      '/Projects/cr%C3%A8me.html',
    ]);
  });
});

describe('rules for a page whose path is beyond ASCII', () => {
  it('name the page, its file and its precompressed copies percent-encoded, as the hosts match them', () => {
    const site = staticSite('/', [...pages, page('/Projects/cr%C3%A8me', 'Projects/crème.html', '.x{}')]);
    const { _redirects, _headers } = hostFiles(site);
    expect(_redirects).toContain('/Projects/cr%C3%A8me.html.br /404/not-found 200\n');
    expect(_headers).toContain('\n/Projects/cr%C3%A8me.html\n');
    const rules = `${_redirects}${_headers}`.split('\n').filter((line) => !line.startsWith('#'));
    for (const line of rules) expect(line).toMatch(/^[\x20-\x7e]*$/);
  });
});

describe('_headers', () => {
  it('is a path line, then its headers indented by two spaces, blocks apart by a blank line', () => {
    const text = files('root')._headers;
    expect(text.endsWith('\n')).toBe(true);
    const rules = parseHeaders(text);
    expect(rules).toEqual(files('root').headerRules);
    for (const rule of rules) expect(Object.keys(rule.headers).length).toBeGreaterThan(0);
    const body = text
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n')
      .trim();
    for (const block of body.split('\n\n')) expect(block).toMatch(/^\/\S*(\n {2}[A-Za-z-]+: \S.*)+$/);
  });

  it.each(['root', 'sub'] as const)(
    'sets each header by one rule at most, and CSP and nosniff by exactly one, for every path (%s)',
    (name) => {
      const rules = parseHeaders(files(name)._headers);
      const base = name === 'sub' ? '/repo-name/' : '/';
      for (const path of requestPaths(base)) {
        const counts = new Map<string, number>();
        for (const rule of rules.filter((rule) => matches(rule.path, path))) {
          for (const header of Object.keys(rule.headers)) counts.set(header, (counts.get(header) ?? 0) + 1);
        }
        for (const [header, count] of counts) expect({ path, header, count }).toEqual({ path, header, count: 1 });
        expect(counts.get('Content-Security-Policy')).toBe(1);
        expect(counts.get('X-Content-Type-Options')).toBe(1);
      }
    },
  );

  it("allows every page's inline blocks by hash in one strict policy", () => {
    const text = files('root')._headers;
    const policies = parseHeaders(text)
      .filter((rule) => 'Content-Security-Policy' in rule.headers)
      .map((rule) => rule.headers['Content-Security-Policy']);
    expect(policies).toHaveLength(1);
    const [policy] = policies;
    for (const { html } of pages) {
      for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
        expect(policy).toContain(`${sha256(css)}`);
    }
    expect(policy).toContain(sha256('document.documentElement.dataset.theme="dark"'));
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'; style-src 'self' /);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-|\*|https?:|data:/);
    // Pages that share their CSS share one hash.
    expect(policy.split(sha256('.home{color:red}')).length).toBe(2);
  });

  it('sends nosniff and the document headers with everything', () => {
    const [all] = parseHeaders(files('root')._headers);
    expect(all.path).toBe('/*');
    expect(all.headers).toMatchObject({
      // HSTS on every answer: the MDN HTTP Observatory's A+ needs it, GitHub Pages sets it itself.
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(all.headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(all.headers).not.toHaveProperty('Cache-Control');
  });

  it('caches hashed files for a year, and nothing else with them', () => {
    const rules = parseHeaders(files('root')._headers);
    expect(rules.find((rule) => rule.path === '/static/*')?.headers).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    const cacheRules = (path: string) =>
      rules.filter((rule) => matches(rule.path, path) && rule.headers['Cache-Control']);
    expect(cacheRules('/static/js/index.abc123.js').map((rule) => rule.path)).toEqual(['/static/*']);
  });

  it('revalidates every page at its path and its file', () => {
    const rules = parseHeaders(files('root')._headers);
    const noCache = rules.filter((rule) => rule.headers['Cache-Control'] === 'no-cache').map((rule) => rule.path);
    expect(noCache.sort()).toEqual(
      ['/', '/index.html', '/404.html', ...routed.flatMap(({ route }) => [route, `${route}.html`])].sort(),
    );
  });

  it('puts the base path in front of every rule', () => {
    const paths = parseHeaders(files('sub')._headers).map((rule) => rule.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/repo-name/*', '/repo-name/static/*', '/repo-name/', '/repo-name/About']),
    );
    for (const path of paths) expect(path.startsWith('/repo-name/')).toBe(true);
  });
});

describe('a site of twenty projects in three languages', () => {
  it("stays within Cloudflare Pages' limits: 100 header rules, 2,000 redirects", () => {
    const { headerRules: rules, _redirects } = files('threeLanguages');
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(allRedirectLines(_redirects).length).toBeLessThanOrEqual(2000);
  });

  it("stays within them with each project at a slug of its own in each language, each other language's id redirected", () => {
    const { headerRules: rules, _redirects } = files('threeLanguagesWithSlugs');
    expect(rules.length).toBeLessThanOrEqual(100);
    const lines = allRedirectLines(_redirects);
    expect(lines.length).toBeLessThanOrEqual(2000);
    // Two ids of other languages under each of three languages' prefixes, for each project.
    expect(Object.keys(slugSite.otherAddresses)).toHaveLength(20 * 3 * 2);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['/pt-br/Projects/project-7', '/pt-br/Projects/projeto-7', '301'],
        ['/pt-br/Projects/project-7/', '/pt-br/Projects/projeto-7', '301'],
        [`/ja/Projects/projeto-7`, `/ja/Projects/${slugIn['/ja']}-7`, '301'],
        [`/Projects/${slugIn['/ja']}-7`, '/Projects/project-7', '301'],
      ]),
    );
  });

  it("revalidates each further language's pages and 404 document by one rule for its folder", () => {
    const rules = parseHeaders(files('threeLanguages')._headers);
    const noCache = rules.filter((rule) => rule.headers['Cache-Control'] === 'no-cache').map((rule) => rule.path);
    expect(noCache).toEqual(expect.arrayContaining(['/pt-br/*', '/ja/*', '/404.html', '/About', '/About.html']));
    expect(noCache.filter((path) => path.startsWith('/pt-br/'))).toEqual(['/pt-br/*']);
    for (const path of ['/pt-br/', '/pt-br/About.html', '/ja/Projects/project-19', '/ja/404.html']) {
      expect(
        rules.filter((rule) => matches(rule.path, path) && rule.headers['Cache-Control']).map((rule) => rule.path),
      ).toEqual([path.startsWith('/pt-br/') ? '/pt-br/*' : '/ja/*']);
    }
  });

  it("redirects a further language's home from its other forms, and hides its 404 document's own path", () => {
    const lines = allRedirectLines(files('threeLanguages')._redirects);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['/pt-br', '/pt-br/', '301'],
        ['/PT-BR', '/pt-br/', '301'],
        ['/PT-BR/', '/pt-br/', '301'],
        ['/pt-br/about', '/pt-br/About', '301'],
        ['/pt-br/404', '/404/not-found', '200'],
      ]),
    );
  });
});

/**
 * A request answered as Netlify documents it: a file at the path (or, for pretty URLs, the path's
 * `.html` file or its folder's index.html) first, since unforced rules never shadow one; else the
 * first rule that matches; else the root's 404.html with status 404.
 */
function netlifyAnswer(site: StaticSite, redirects: string, path: string): { status: number; body: string } {
  const files = new Set(site.files);
  const fileAt = (at: string) =>
    [at, `${at}.html`, `${at.replace(/\/?$/, '/')}index.html`].find((candidate) => files.has(candidate));
  const file = fileAt(path);
  if (file) return { status: 200, body: file };
  for (const [from, to, status] of allRedirectLines(redirects)) {
    if (!matches(from, path)) continue;
    if (status === '301') return { status: 301, body: to };
    return { status: Number(status), body: fileAt(to) ?? '/404.html' };
  }
  return { status: 404, body: '/404.html' };
}

describe("a further language's 404 page on Netlify", () => {
  const netlify = (path: string) =>
    netlifyAnswer(sites.threeLanguagesOnNetlify, files('threeLanguagesOnNetlify')._redirects, path);

  it.each([
    ['/pt-br/nope', { status: 404, body: '/pt-br/404.html' }],
    ['/pt-br/Projects/no-such-project', { status: 404, body: '/pt-br/404.html' }],
    ['/ja/nope/', { status: 404, body: '/ja/404.html' }],
    ['/nope', { status: 404, body: '/404.html' }],
    ['/Projects/no-such-project', { status: 404, body: '/404.html' }],
  ])('answers %s with its language’s 404 page and status 404', (path, answer) => {
    expect(netlify(path)).toEqual(answer);
  });

  it("still serves every page, and still redirects a page's other forms first", () => {
    expect(netlify('/pt-br/')).toEqual({ status: 200, body: '/pt-br/index.html' });
    expect(netlify('/pt-br/About')).toEqual({ status: 200, body: '/pt-br/About.html' });
    expect(netlify('/ja/Projects/project-19')).toEqual({ status: 200, body: '/ja/Projects/project-19.html' });
    expect(netlify('/pt-br/about')).toEqual({ status: 301, body: '/pt-br/About' });
    expect(netlify('/PT-BR')).toEqual({ status: 301, body: '/pt-br/' });
  });

  it('writes one 404 rule a further language, last, and none for a build elsewhere (Cloudflare refuses the status)', () => {
    const lines = allRedirectLines(files('threeLanguagesOnNetlify')._redirects);
    const notFound = lines.filter(([, , status]) => status === '404');
    expect(notFound).toEqual([
      ['/pt-br/*', '/pt-br/404.html', '404'],
      ['/ja/*', '/ja/404.html', '404'],
    ]);
    expect(lines.slice(-2)).toEqual(notFound);
    expect(lines.length).toBeLessThanOrEqual(2000);
    for (const name of ['threeLanguages', 'root'] as const)
      expect(allRedirectLines(files(name)._redirects).map(([, , status]) => status)).not.toContain('404');
  });
});

describe('what the hosts would drop or misread is refused', () => {
  it.each([
    ['a base path without its slashes', 'noSlashes', /basePath must be/],
    ['a page under /static/', 'underStatic', /under \/static\//],
    ['two pages whose paths differ only in case', 'sameRouteTwice', /Two pages answer/],
    ['more header rules than Cloudflare Pages reads', 'tooManyHeaderRules', /at most 100/],
    ['a policy line longer than Cloudflare Pages reads', 'policyTooLong', /longer than 2000/],
  ] as const)('%s', (_, name, message) => {
    expect(generated[name].error).toMatch(message);
  });
});
