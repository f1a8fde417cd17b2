// `_redirects` and `_headers` for Cloudflare Pages and Netlify: src/http's policies in the hosts' syntax
// (developers.cloudflare.com/pages/configuration/{redirects,headers}, docs.netlify.com/routing/{redirects,headers}).
// No catch-all rule: unknown paths get the hosts' own 404 (on Netlify, a further language's prefix has
// one, below). Both hosts apply every matching header rule. Cloudflare Pages answers an unknown path
// with the nearest 404.html up its folders, so a further language's folder gets its own 404 page by
// itself; Netlify sends the root's unless a rule says otherwise, with a status Cloudflare refuses in
// `_redirects` (it lists such a line as invalid in every deploy), so a build on Netlify alone (which
// sets NETLIFY=true) writes those rules.
import { cacheControl, hashedFilesPrefix } from '../http/cachePolicy.mjs';
import { inlineHashes, securityHeaders } from '../http/securityHeaders.mjs';
import { encodePath, likelyPageForms, notFoundDocument, pageFile, resolvePath } from '../http/urlPolicy.mjs';

export interface StaticSite {
  /** `/` or a sub-path such as `/repo-name/`. */
  basePath: string;
  /** Canonical page paths (`/`, `/About`, …). */
  pages: string[];
  /** Other addresses of pages, each to its page (`otherLanguageAddresses` in the URL policy). */
  otherAddresses?: Record<string, string>;
  /** The HTML of every document, including `404.html`, by file name. */
  documents: Record<string, string>;
  /** Every file of the build below the base path (`/index.html.br`, …), by name (not encoded). */
  files: string[];
  /** Built on Netlify: each further language's folder answers an unknown path with its own 404 page. */
  netlify?: boolean;
}

export interface HeaderRule {
  /** A path or pattern (`*` matches the rest of the path). */
  path: string;
  headers: Record<string, string>;
}

/** A path no build has: the hosts answer it with their 404. */
const missingPath = `${notFoundDocument.path}/not-found`;

function checkSite({ basePath, pages }: StaticSite): void {
  if (!/^\/(?:[^/\s*:]+\/)*$/.test(basePath)) {
    throw new Error(
      `basePath must be "/" or a path that starts and ends with "/", e.g. "/repo-name/"; got ${JSON.stringify(basePath)}`,
    );
  }
  const seen = new Set<string>();
  for (const page of pages) {
    // A further language's home is its prefix with a slash (`/pt-br/`); no other page ends in one.
    if (!/^\/(?:[^/\s*:]+(?:\/[^/\s*:]+)*|[^/\s*:]+\/)?$/.test(page)) {
      throw new Error(`A page path has no trailing slash, * or :, e.g. "/About"; got ${JSON.stringify(page)}`);
    }
    if (`${page}/`.toLowerCase().startsWith(hashedFilesPrefix)) {
      throw new Error(`${page}: pages under ${hashedFilesPrefix} would get the hashed files' immutable caching`);
    }
    if (seen.has(page.toLowerCase())) throw new Error(`Two pages answer ${page} in some casing`);
    seen.add(page.toLowerCase());
  }
}

/** `/About` → `/repo-name/About`; `/` → `/repo-name/`. */
const under = (basePath: string, path: string) => `${basePath}${path.replace(/^\//, '')}`;

function redirectLines({ basePath, pages, otherAddresses = {}, files, netlify = false }: StaticSite): string[] {
  const base = basePath === '/' ? [] : [`${basePath.slice(0, -1)} ${basePath} 301`];
  const pageForms = pages
    .filter((page) => page !== '/')
    .flatMap((page) => likelyPageForms(page).map((form) => `${under(basePath, form)} ${under(basePath, page)} 301`));
  // Another address of a page (a project's id in another language), as written, with a slash and in
  // lower case, each only where the policy takes it for that page: three lines each keep three further
  // languages of twenty projects, each at a slug of its own in every language, within Cloudflare's
  // limit (the Node server takes every form).
  const otherForms = Object.entries(otherAddresses).flatMap(([address, page]) =>
    [...new Set([address, `${address}/`, encodePath(decodeURIComponent(address).toLowerCase())])]
      .filter((form) => {
        const resolution = resolvePath(form, pages, otherAddresses);
        return resolution.kind === 'redirect' && resolution.path === page;
      })
      .map((form) => `${under(basePath, form)} ${under(basePath, page)} 301`),
  );
  const languageHomes = pages.filter((page) => page !== '/' && page.endsWith('/'));
  // Each further language's 404 document, like the site's, is sent for unknown paths, never at its own.
  const notFoundPaths = [
    notFoundDocument.path,
    ...languageHomes.map((home) => `${home}${notFoundDocument.path.slice(1)}`),
  ];
  const neverServed = [...notFoundPaths, ...files.filter((file) => /\.(br|gz)$/.test(file))];
  const hidden = neverServed.map((path) => `${under(basePath, encodePath(path))} ${under(basePath, missingPath)} 200`);
  // Last: Netlify applies the first rule that matches, and only where no file answers the path.
  const languageNotFound = netlify
    ? languageHomes.map(
        (home) =>
          `${under(basePath, encodePath(home))}* ${under(basePath, encodePath(`${home}${notFoundDocument.file}`))} 404`,
      )
    : [];
  return [...base, ...pageForms, ...otherForms, ...hidden, ...languageNotFound];
}

export function headerRules({ basePath, pages, documents }: StaticSite): HeaderRule[] {
  const blocks = Object.values(documents).map(inlineHashes);
  const union = (kind: 'styles' | 'scripts') => [...new Set(blocks.flatMap((hashes) => hashes[kind]))];
  // A further language's folder holds its documents only: one rule revalidates them all, so three
  // languages of twenty projects stay within Cloudflare's 100 rules.
  const languageHomes = pages.filter((page) => page !== '/' && page.endsWith('/'));
  const inLanguageFolder = (page: string) => languageHomes.some((home) => page.startsWith(home));
  const documentPaths = new Set([
    ...pages
      .filter((page) => !inLanguageFolder(page))
      .flatMap((page) => [under(basePath, page), under(basePath, encodePath(`/${pageFile(page)}`))]),
    under(basePath, `/${notFoundDocument.file}`),
    ...languageHomes.map((home) => under(basePath, `${home}*`)),
  ]);
  return [
    { path: under(basePath, '/*'), headers: securityHeaders({ styles: union('styles'), scripts: union('scripts') }) },
    { path: under(basePath, `${hashedFilesPrefix}*`), headers: { 'Cache-Control': cacheControl.immutable } },
    ...[...documentPaths].map((path) => ({ path, headers: { 'Cache-Control': cacheControl.revalidate } })),
  ];
}

/** Cloudflare Pages drops a rule past its limits silently (Netlify's are higher), so the build refuses it. */
function checkLimits(what: string, count: number, maxCount: number, lines: string[], maxLength: number): void {
  if (count > maxCount) throw new Error(`${count} ${what}: Cloudflare Pages reads at most ${maxCount}`);
  const tooLong = lines.find((line) => line.length > maxLength);
  if (tooLong) throw new Error(`A line of ${what} longer than ${maxLength} characters: ${tooLong.slice(0, 80)}…`);
}

/** Both files, by name, for the root of the build. */
export function hostFiles(site: StaticSite): { _redirects: string; _headers: string } {
  checkSite(site);
  const redirects = redirectLines(site);
  checkLimits('redirects', redirects.length, 2000, redirects, 1000);
  const blocks = headerRules(site).map(({ path, headers }) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
  checkLimits('header rules', blocks.length, 100, blocks.flat(), 2000);
  return {
    _redirects: [
      '# Cloudflare Pages and Netlify. Written by the build (src/prerender/hostFiles.ts) from the URL policy.',
      '# Other forms of page paths → the page (301); paths never served → a missing path (the host answers 404).',
      site.netlify
        ? "# Unknown paths get 404.html with status 404 from the host; under a language's prefix, that language's (Netlify)."
        : '# Unknown paths get 404.html with status 404 from the host: there is no catch-all rule on purpose.',
      ...redirects,
      '',
    ].join('\n'),
    _headers: [
      '# Cloudflare Pages and Netlify. Written by the build (src/prerender/hostFiles.ts).',
      '# Both hosts apply every rule that matches a path, so each header is set by one rule only.',
      '',
      blocks.map((block) => block.join('\n')).join('\n\n'),
      '',
    ].join('\n'),
  };
}
