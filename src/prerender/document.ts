import { inlineHashes, metaContentSecurityPolicy } from '../http/securityHeaders.mjs';
import { escapeMarkup } from '../text/escapeMarkup';
import { type HeadContext, headTags } from './headTags';
import type { PrerenderedPage } from './pages';
import type { RenderedPage } from './render';

// A function replacement, so a `$` in the page's text is never read as a replacement pattern.
function replaceOnce(html: string, pattern: RegExp, replacement: (match: string) => string): string {
  if (!pattern.test(html)) throw new Error(`The HTML template has no ${pattern}.`);
  return html.replace(pattern, replacement);
}

/** Fills the HTML shell with one page; its CSP also goes in a `<meta>`, first after the charset. */
export function pageDocument(template: string, page: PrerenderedPage, rendered: RenderedPage, context: HeadContext) {
  const filled = [
    [/<title>[^<]*<\/title>/, `<title>${escapeMarkup(page.title)}</title>`],
    [
      /<meta name="description" content="[^"]*">/,
      `<meta name="description" content="${escapeMarkup(page.description)}">`,
    ],
    [/<\/head>/, `${headTags(page, context)}<style id="stitches">${rendered.css}</style></head>`],
    [/<div id="root">\s*<\/div>/, `<div id="root" data-route="${escapeMarkup(page.path)}">${rendered.html}</div>`],
  ] as const;
  const html = filled.reduce((result, [pattern, text]) => replaceOnce(result, pattern, () => text), template);
  const policy = metaContentSecurityPolicy(inlineHashes(html));
  return replaceOnce(
    html,
    /<meta charset="utf-8" ?\/?>/,
    (charset) => `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
}
