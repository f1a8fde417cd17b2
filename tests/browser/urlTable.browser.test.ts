/**
 * One URL table, run in Chromium against the Node server and the real Cloudflare Pages runtime
 * (`wrangler pages dev`) serving the same build: for every form of every address, the HTTP status,
 * the address and the h1 after JavaScript, the security headers, and no console error. The rule
 * both hosts must keep: a 200 never shows the 404 page and a 404 never shows a real page. Every file
 * of the build is answered with HSTS by both hosts.
 *
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { notFound, projects } from '../../src/content';
import { contentFor } from '../../src/content/contentFor';
import { pageIdIn, type Project } from '../../src/content/model';
import { furtherLanguages, projectRoute } from '../../src/routes/table';
import { languagePrefix, localPath } from '../../src/urls/languages';
import { encodePath, notFoundDocument } from '../../src/http/urlPolicy.mjs';
import { fileAddress } from '../../src/urls/basePath';
import { routeTable } from '../../src/routes/siteTable';
import { type BuiltSite, buildAndServe } from '../support/builtSite';
import { launchChromium } from '../support/chromium';
import { takePage } from '../support/pagePool';
import { headingAt, visitedPages } from '../support/routeTable';
import { shownPopupTitle } from '../support/shownPopup.mjs';
import { type PagesRuntime, startPagesRuntime } from '../support/wranglerPages';

type Host = 'node' | 'cloudflare';

interface Outcome {
  /** Status of the document's final answer, after any redirects. */
  status: number;
  /** Address shown once the app has started. */
  address: string;
  h1: string;
  /** Title of the open dialog: a project's popup at its address; null elsewhere. */
  dialog: string | null;
}

const page = (path: string): Outcome => ({ status: 200, address: path, h1: headingAt(routeTable, path), dialog: null });
const missing = (address: string): Outcome => ({ status: 404, address, h1: notFound.heading, dialog: null });
/** A project's address visited straight: the project's own page. */
const projectPage = (project: Project): Outcome => ({
  status: 200,
  address: projectRoute.href(project.id),
  h1: project.title,
  dialog: null,
});
const [project] = projects;
const projectHref = projectRoute.href(project.id);
/** An address in one letter case, as a browser sends it. */
const inCase = (href: string, change: 'toLowerCase' | 'toUpperCase') => encodePath(decodeURIComponent(href)[change]());
/** The first project's address with its id in capitals and the rest as written. */
const projectIdInCapitals = projectRoute.href(project.id.toUpperCase());

/**
 * A project whose id is beyond ASCII, where the content has one: its address percent-encoded, with
 * lower-case hex (Cloudflare serves the page, whose app shows the canonical address), decomposed
 * accents (NFD), another casing and its `.html` file, all on both hosts.
 */
const unicodeProject = projects.find((candidate) => /[^ -~]/.test(candidate.id));
const unicodeRows = (unicode: Project): [string, Record<Host, Outcome>][] => {
  const href = projectRoute.href(unicode.id);
  const forms = [
    href,
    href.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    projectRoute.href(unicode.id.normalize('NFD')),
    href.replace(routeTable.projects.path, routeTable.projects.path.toUpperCase()),
    `${href}/`,
    `${href}.html`,
  ];
  return [...new Set(forms)].map((form) => [form, { node: projectPage(unicode), cloudflare: projectPage(unicode) }]);
};

/**
 * URL → what each host answers. Where Cloudflare differs it is by design: its asset server redirects
 * `.html` and encoded forms itself (308), serves `//About` and `/%41bout` as the page (the app then
 * shows the canonical address), and `_redirects` can list only the likely casings of a path, so
 * `/aBoUt` and `/About//` are its 404s.
 */
const table: [string, Record<Host, Outcome>][] = [
  ['/', { node: page('/'), cloudflare: page('/') }],
  ['/Home', { node: page('/Home'), cloudflare: page('/Home') }],
  ['/About', { node: page('/About'), cloudflare: page('/About') }],
  ['/Hobby', { node: page('/Hobby'), cloudflare: page('/Hobby') }],
  ['/Projects?ref=cv', { node: page('/Projects'), cloudflare: page('/Projects') }],
  ['/about', { node: page('/About'), cloudflare: page('/About') }],
  ['/PROJECTS', { node: page('/Projects'), cloudflare: page('/Projects') }],
  ['/aBoUt', { node: page('/About'), cloudflare: missing('/aBoUt') }],
  ['/About/', { node: page('/About'), cloudflare: page('/About') }],
  ['/About//', { node: page('/About'), cloudflare: missing('/About//') }],
  ['//About', { node: page('/About'), cloudflare: page('/About') }],
  ['///About', { node: page('/About'), cloudflare: page('/About') }],
  ['/index.html', { node: page('/'), cloudflare: page('/') }],
  ['/index', { node: page('/'), cloudflare: page('/') }],
  ['/Home.html', { node: page('/Home'), cloudflare: page('/Home') }],
  ['/About.html', { node: page('/About'), cloudflare: page('/About') }],
  ['/Projects.html', { node: page('/Projects'), cloudflare: page('/Projects') }],
  ['/About%2F', { node: page('/About'), cloudflare: page('/About') }],
  ['/%41bout', { node: page('/About'), cloudflare: page('/About') }],
  ['/404', { node: missing('/404'), cloudflare: missing('/404') }],
  ['/404.html', { node: missing('/404.html'), cloudflare: missing('/404') }],
  ['/nope', { node: missing('/nope'), cloudflare: missing('/nope') }],
  ['/Projects/extra', { node: missing('/Projects/extra'), cloudflare: missing('/Projects/extra') }],
  ['//nope', { node: missing('//nope'), cloudflare: missing('//nope') }],
  ['//evil.example', { node: missing('//evil.example'), cloudflare: missing('//evil.example') }],
  // A malformed escape: the app shows its percent signs escaped, so the router can read it.
  ['/%E0%A4%A', { node: missing('/%25E0%25A4%25A'), cloudflare: missing('/%25E0%25A4%25A') }],
  ['/index.html.br', { node: missing('/index.html.br'), cloudflare: missing('/index.html.br') }],
  // Each project's address, and its other forms, as a browser sends them (percent-encoded, upper-case hex).
  [projectHref, { node: projectPage(project), cloudflare: projectPage(project) }],
  [inCase(projectHref, 'toLowerCase'), { node: projectPage(project), cloudflare: projectPage(project) }],
  [`${projectHref}/`, { node: projectPage(project), cloudflare: projectPage(project) }],
  [`${projectHref}.html`, { node: projectPage(project), cloudflare: projectPage(project) }],
  [inCase(projectHref, 'toUpperCase'), { node: projectPage(project), cloudflare: projectPage(project) }],
  [
    projectIdInCapitals,
    {
      node: projectPage(project),
      // A casing _redirects does not list; an id in a script without case is its own capitals.
      cloudflare: projectIdInCapitals === projectHref ? projectPage(project) : missing(projectIdInCapitals),
    },
  ],
  ...(unicodeProject ? unicodeRows(unicodeProject) : []),
  [
    '/Projects/no-such-project',
    { node: missing('/Projects/no-such-project'), cloudflare: missing('/Projects/no-such-project') },
  ],
  [
    '/Projects/no-such-project/',
    { node: missing('/Projects/no-such-project/'), cloudflare: missing('/Projects/no-such-project/') },
  ],
];

let site: BuiltSite;
let pages: PagesRuntime;
let browser: Browser;
const measured: Record<string, Partial<Record<Host, Outcome & { firstStatus: number }>>> = {};

/** One visit in the browser, redirects, hydration and what the page fetches ahead included: seconds on a busy machine, through the Pages runtime more. */
const visitTimeoutMs = 60_000;

beforeAll(async () => {
  site = await buildAndServe();
  [pages, browser] = await Promise.all([startPagesRuntime(site.dist), launchChromium()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  pages?.close();
  site?.close();
  // The measured table, for people reading a run: reports/url-table.md.
  const rows = Object.entries(measured).map(([url, hosts]) => {
    const cell = (host: Host) => {
      const outcome = hosts[host];
      if (!outcome) return '—';
      const redirected = outcome.firstStatus !== outcome.status ? `${outcome.firstStatus} → ` : '';
      const dialog = outcome.dialog === null ? '' : ` + dialog “${outcome.dialog}”`;
      return `${redirected}${outcome.status} \`${outcome.address}\` “${outcome.h1}”${dialog}`;
    };
    return `| \`${url}\` | ${cell('node')} | ${cell('cloudflare')} |`;
  });
  mkdirSync(join(__dirname, '../../reports'), { recursive: true });
  writeFileSync(
    join(__dirname, '../../reports/url-table.md'),
    ['| URL | Node server | Cloudflare Pages (wrangler) |', '| --- | --- | --- |', ...rows, ''].join('\n'),
  );
});

/**
 * The pages (by heading) the Pages runtime has shown until the network was quiet, under each policy
 * `_headers` gave them: what the app does once idle depends on the page it shows, and what it may do
 * on the policy, so one such visit per page and policy checks them all.
 */
const quietOnPages = new Set<string>();

type Visit = Awaited<ReturnType<typeof visit>>;

/** What the browser showed at each address a visit ended on, by host and address. */
const shownAt = new Map<string, Visit>();

/**
 * A returning visitor's visit: the scripts, styles and pictures earlier visits to the host fetched
 * come from the HTTP cache (every file's own answer is read over HTTP, in the test after the table).
 * The page itself is the host's answer: each row's address is one of its own, and the pages are
 * `no-cache`. First visits fetched every file again, which cost Chromium and wrangler's proxy (about
 * 35 ms of CPU a request) a third of this file's time.
 */
async function visit(host: Host, origin: string, url: string) {
  const { page: tab, release } = await takePage(browser, origin);
  const messages: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  tab.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const reportViolations = await tab.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const response = await tab.goto(`${origin}${url}`);
  if (!response) throw new Error(`No answer for ${url}`);
  let firstStatus = response.status();
  const redirects: { url: string; hsts: string | null }[] = [];
  for (let request = response.request().redirectedFrom(); request; request = request.redirectedFrom()) {
    const redirect = await request.response();
    firstStatus = redirect?.status() ?? firstStatus;
    if (redirect)
      redirects.push({ url: redirect.url(), hsts: await redirect.headerValue('strict-transport-security') });
  }
  await tab.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  // Pages rendered ahead wait hidden in the page: the heading shown is the one with a role.
  const h1 = (await tab.getByRole('heading', { level: 1 }).innerText()).trim();
  // What the app renders and fetches ahead once idle runs under the host's policy too. The Pages
  // runtime's comes from `_headers`: the first visit that shows each page under each policy waits
  // until the network is quiet, so a console error or a CSP violation there fails it. The Node
  // server's is checked that way on every page by site.browser, so its visits here end once the app
  // is ready.
  const shownUnder = `${h1}\n${response.headers()['content-security-policy']}`;
  if (host === 'cloudflare' && !quietOnPages.has(shownUnder)) {
    await tab.waitForLoadState('networkidle');
    quietOnPages.add(shownUnder);
  }
  const outcome = {
    status: response.status(),
    firstStatus,
    address: new URL(tab.url()).pathname,
    h1,
    dialog: await tab.evaluate(shownPopupTitle),
    headers: response.headers(),
    messages,
    answers: [...redirects, { url: response.url(), hsts: await response.headerValue('strict-transport-security') }],
  };
  await reportViolations.dispose();
  release();
  shownAt.set(`${host} ${response.url()}`, outcome);
  return outcome;
}

/**
 * A form of an address the host redirects to one the browser has already shown: its redirects are
 * followed over HTTP (each answer's status and HSTS header read), and the page at their end is the
 * one the browser showed there. Any other form is visited in the browser. Undefined when the form
 * needs the browser.
 */
async function followToShown(host: Host, origin: string, url: string): Promise<Visit | undefined> {
  const redirects: { url: string; status: number; hsts: string | null }[] = [];
  let address = new URL(`${origin}${url}`).href;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await fetch(address, { redirect: 'manual' });
    await answer.body?.cancel();
    if (answer.status < 300 || answer.status >= 400) break;
    redirects.push({ url: address, status: answer.status, hsts: answer.headers.get('strict-transport-security') });
    address = new URL(answer.headers.get('location')!, address).href;
  }
  const shown = shownAt.get(`${host} ${address}`);
  if (redirects.length === 0 || !shown) return undefined;
  return {
    ...shown,
    firstStatus: redirects[0].status,
    answers: [...redirects.map(({ url: from, hsts }) => ({ url: from, hsts })), ...shown.answers],
  };
}

describe.each(['node', 'cloudflare'] as const)('on the %s host', (host) => {
  const origin = () => (host === 'node' ? site.origin : pages.origin);

  it.each(table)(
    '%s',
    async (url, expected) => {
      const { headers, messages, answers, firstStatus, ...outcome } =
        (await followToShown(host, origin(), url)) ?? (await visit(host, origin(), url));
      (measured[url] ??= {})[host] = { ...outcome, firstStatus };
      expect(outcome).toEqual(expected[host]);
      // The rule: status and page agree.
      expect(outcome.h1 === notFound.heading).toBe(outcome.status === 404);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toMatch(/^default-src 'self';.*frame-ancestors 'none'/);
      // HSTS on every answer, the redirects included.
      for (const answer of answers)
        expect(answer).toEqual({ url: answer.url, hsts: 'max-age=63072000; includeSubDomains' });
      // The browser reports a 404 document itself; no other message is allowed (no hydration error,
      // no CSP violation).
      const allowed =
        outcome.status === 404
          ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
          : [];
      expect(messages).toEqual(allowed);
    },
    visitTimeoutMs,
  );
});

/**
 * A project in each further language (another owner's; the sample speaks one): at its id there, its
 * own slug where the language gives one, and at the default language's id under the language's
 * prefix, as written and in lower case, which both hosts send to that page.
 */
if (furtherLanguages.length > 0) {
  describe.each(['node', 'cloudflare'] as const)('a project in each further language on the %s host', (host) => {
    const origin = () => (host === 'node' ? site.origin : pages.origin);

    it.each(furtherLanguages)(
      '%s: at its id there, and at its id in the default language under the prefix',
      async (tag) => {
        const content = await contentFor(tag);
        const project =
          content.projects.find((candidate) => pageIdIn(candidate, tag) !== candidate.id) ?? content.projects[0];
        const prefix = languagePrefix(tag);
        const address = localPath(prefix, projectRoute.hrefIn(project, tag));
        const byDefaultId = localPath(prefix, projectRoute.href(project.id));
        for (const url of new Set([address, byDefaultId, inCase(byDefaultId, 'toLowerCase')])) {
          const { headers, messages, answers, firstStatus, ...outcome } = await visit(host, origin(), url);
          (measured[url] ??= {})[host] = { ...outcome, firstStatus };
          expect({ url, ...outcome }).toEqual({ url, status: 200, address, h1: project.title, dialog: null });
          expect(headers['x-content-type-options']).toBe('nosniff');
          for (const answer of answers)
            expect(answer).toEqual({ url: answer.url, hsts: 'max-age=63072000; includeSubDomains' });
          expect(messages).toEqual([]);
        }
      },
      3 * visitTimeoutMs,
    );
  });
}

describe.each(['node', 'cloudflare'] as const)('every file of the build on the %s host', (host) => {
  it('is answered with HSTS', async () => {
    const origin = host === 'node' ? site.origin : pages.origin;
    // As the hosts serve them: not the compressed copies beside them, nor the host files.
    const served = site.files.filter((file) => !/\.(br|gz)$/.test(file) && !file.startsWith('_'));
    expect(served.length).toBeGreaterThan(10);
    const answers = [];
    for (const file of served) {
      const answer = await fetch(`${origin}${fileAddress(`/${file}`, '/')}`, { redirect: 'manual' });
      await answer.body?.cancel();
      // A 404 document's own address (each language has one) is a 404 on the Node server, as the table says.
      const isNotFoundDocument = file.split('/').at(-1) === notFoundDocument.file;
      const ok = answer.status < 400 || (isNotFoundDocument && answer.status === 404);
      answers.push({ file, ok, hsts: answer.headers.get('strict-transport-security') });
    }
    expect(answers).toEqual(served.map((file) => ({ file, ok: true, hsts: 'max-age=63072000; includeSubDomains' })));
  });
});

describe('the <meta> policy alone, as on GitHub Pages (which sends no headers)', () => {
  it.each(visitedPages.map((page) => page.path))(
    '%s runs without a violation, and the policy is in force',
    async (path) => {
      const { page: tab, release } = await takePage(browser, site.origin);
      // The policy comes with the document alone: its answer is passed on without the header.
      const documentAddress = new URL(path, site.origin).href;
      await tab.route(
        (url) => url.href === documentAddress,
        async (route) => {
          const response = await route.fetch();
          const headers = Object.fromEntries(
            Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'),
          );
          await route.fulfill({ response, headers });
        },
      );
      const violations: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          violations.push(message.text());
        }
      });
      const reportViolations = await tab.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective}`),
        ),
      );
      const response = await tab.goto(`${site.origin}${path}`);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await tab.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await tab.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      // An inline script the policy does not list is blocked.
      const ran = await tab.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = "ran"';
        document.head.append(script);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return document.documentElement.dataset.injected ?? 'blocked';
      });
      expect(ran).toBe('blocked');
      expect(violations.filter((message) => message.startsWith('CSP violation'))).toEqual([
        'CSP violation: script-src-elem',
      ]);
      await reportViolations.dispose();
      release();
    },
    visitTimeoutMs,
  );
});
