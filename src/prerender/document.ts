import { escapeMarkup } from './escapeMarkup';
import { type HeadContext, headTags } from './headTags';
import type { PrerenderedPage } from './pages';
import type { RenderedPage } from './render';

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The HTML template has no ${pattern}.`);
  return html.replace(pattern, () => replacement);
}

/** Fills the built HTML shell with one page: its title, description, head tags, CSS and markup. */
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
  return replaceOnce(html, /<div id="root">\s*<\/div>/, `<div id="root">${rendered.html}</div>`);
}
