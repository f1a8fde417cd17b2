import { siteContent } from '../content';
import { languageTag, manifestLanguage } from '../content/model';
import { publicUrl } from '../urls/basePath';
import type { ShareImages } from '../seo/shareImages';
import { escapeMarkup } from '../text/escapeMarkup';
import type { PrerenderedPage } from './pages';
import { type PublicSite, siteAddress } from './publicSite';

/**
 * Every canonical page in its own language's words; on a site in more than one language, each with its versions in every language
 * (and `x-default`, the default language's) as `xhtml:link` alternates.
 */
export function sitemapXml(pages: PrerenderedPage[], site: PublicSite): string {
  const canonicalPages = [
    ...new Map(
      pages.flatMap((page) => (page.canonical === null || page.untranslated ? [] : [[page.canonical, page]])),
    ).values(),
  ];
  const isMultilingual = pages.some((page) => (page.alternates?.length ?? 0) > 1);
  const address = (path: string) => escapeMarkup(siteAddress(site, path));
  const alternate = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${address(path)}"/>`;
  const urls = canonicalPages.map(({ canonical, alternates = [] }) => {
    if (!isMultilingual) return `  <url><loc>${address(canonical!)}</loc></url>`;
    return [
      `  <url>`,
      `    <loc>${address(canonical!)}</loc>`,
      ...alternates.map((other) => alternate(languageTag(other.language), other.path)),
      alternate('x-default', alternates[0].path),
      `  </url>`,
    ].join('\n');
  });
  const namespaces = isMultilingual
    ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset ${namespaces}>`, ...urls, '</urlset>', ''].join('\n');
}

/** Lets every crawler in and points it at the sitemap (under a sub-path, a template for the host's own). */
export function robotsTxt(site: PublicSite): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteAddress(site, '/sitemap.xml')}`, ''].join('\n');
}

export function webManifest(site: PublicSite, images: ShareImages, colors: { background: string; theme: string }) {
  const { owner, language } = siteContent;
  const manifest = {
    name: owner.name,
    short_name: owner.firstName,
    description: owner.summary,
    ...manifestLanguage(language),
    start_url: site.basePath,
    scope: site.basePath,
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.theme,
    icons: [
      { src: publicUrl('/favicon.svg', site.basePath), type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      ...images.manifestIcons.map((icon) => ({
        src: publicUrl(`/${icon.file}`, site.basePath),
        type: icon.type,
        sizes: `${icon.width}x${icon.height}`,
        purpose: icon.purpose,
      })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
