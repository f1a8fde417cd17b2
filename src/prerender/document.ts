import type { RenderedPage } from './render';
import type { PrerenderedPage } from './pages';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The HTML template has no ${pattern}.`);
  return html.replace(pattern, () => replacement);
}

/** Fills the built HTML shell with one page: its title, description, canonical URL, CSS and markup. */
export function pageDocument(template: string, page: PrerenderedPage, rendered: RenderedPage, siteUrl: string): string {
  const head = [
    page.canonical === null
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(new URL(page.canonical, siteUrl).href)}">`,
    `<style id="stitches">${rendered.css}</style>`,
  ].join('');
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*">/,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
  );
  html = replaceOnce(html, /<\/head>/, `${head}</head>`);
  return replaceOnce(html, /<div id="root">\s*<\/div>/, `<div id="root">${rendered.html}</div>`);
}
