import { inlineHashes, metaContentSecurityPolicy } from '../http/securityHeaders.mjs';
import { notFoundDocument } from '../http/urlPolicy.mjs';
import { htmlLanguageAttributes } from '../content/model';
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
    // A 404 document names the 404 route in every language (the server and the app tell it apart by it).
    [
      /<div id="root">\s*<\/div>/,
      `<div id="root" data-route="${escapeMarkup(page.canonical === null ? notFoundDocument.path : page.path)}">${rendered.html}</div>`,
    ],
  ] as const;
  // The template is in the default language; a page in another says its own language and direction.
  const inLanguage =
    page.language === undefined
      ? template
      : replaceOnce(template, /<html[^>]*>/, () => `<html ${htmlLanguageAttributes(page.language!)}>`);
  const html = filled.reduce((result, [pattern, text]) => replaceOnce(result, pattern, () => text), inLanguage);
  const policy = metaContentSecurityPolicy(inlineHashes(html));
  return replaceOnce(
    html,
    /<meta charset="utf-8" ?\/?>/,
    (charset) => `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
}
