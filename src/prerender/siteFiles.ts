import { language, owner } from '../content';
import { manifestLanguage } from '../content/model';
import { publicUrl } from '../urls/basePath';
import type { ShareImages } from '../seo/shareImages';
import { escapeMarkup } from '../text/escapeMarkup';
import type { PrerenderedPage } from './pages';
import { type PublicSite, siteAddress } from './publicSite';

export function sitemapXml(pages: PrerenderedPage[], site: PublicSite): string {
  const canonical = new Set(pages.map((page) => page.canonical).filter((path) => path !== null));
  const urls = [...canonical].map((path) => `  <url><loc>${escapeMarkup(siteAddress(site, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Lets every crawler in and points it at the sitemap (under a sub-path, a template for the host's own). */
export function robotsTxt(site: PublicSite): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteAddress(site, '/sitemap.xml')}`, ''].join('\n');
}

export function webManifest(site: PublicSite, images: ShareImages, colors: { background: string; theme: string }) {
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
