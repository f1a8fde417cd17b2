import { inlineHashes, metaContentSecurityPolicy } from '../http/securityHeaders.mjs';
import { escapeMarkup } from '../text/escapeMarkup';
import { type HeadContext, headTags } from './headTags';
import type { PrerenderedPage } from './pages';
import type { RenderedPage } from './render';

function replaceOnce(html: string, pattern: RegExp, replacement: string | ((match: string) => string)): string {
  if (!pattern.test(html)) throw new Error(`The HTML template has no ${pattern}.`);
  return html.replace(pattern, (match) => (typeof replacement === 'string' ? replacement : replacement(match)));
}

/** Fills the HTML shell with one page; its CSP also goes in a `<meta>`, first after the charset. */
export function pageDocument(
  template: string,
  page: PrerenderedPage,
  rendered: RenderedPage,
  context: HeadContext,
): string {
  const head = `${headTags(page, context)}<style id="stitches">${rendered.css}</style>`;
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeMarkup(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*">/,
    `<meta name="description" content="${escapeMarkup(page.description)}">`,
  );
  html = replaceOnce(html, /<\/head>/, `${head}</head>`);
  html = replaceOnce(
    html,
    /<div id="root">\s*<\/div>/,
    `<div id="root" data-route="${escapeMarkup(page.path)}">${rendered.html}</div>`,
  );
  const policy = metaContentSecurityPolicy(inlineHashes(html));
  return replaceOnce(
    html,
    /<meta charset="utf-8" ?\/?>/,
    (charset) => `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
}
