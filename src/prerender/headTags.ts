import { type SiteContent, siteContent } from '../content';
import { languageTag, openGraphLocale } from '../content/model';
import { publicUrl } from '../urls/basePath';
import type { ShareImages } from '../seo/shareImages';
import { escapeMarkup } from '../text/escapeMarkup';
import { fillIn } from '../text/fillIn';
import type { PrerenderedPage } from './pages';
import { type PublicSite, siteAddress } from './publicSite';

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeMarkup(content)}">`;

export interface HeadContext {
  site: PublicSite;
  images: ShareImages;
  /** The browser's toolbar colour in each theme. */
  themeColors: { light: string; dark: string };
  /** The content in the page's language; the default language's unless given. */
  content?: SiteContent;
}

/**
 * The `Person` the home page is about, for search engines (schema.org JSON-LD); on a site in more than
 * one language, the profile page about them, in its language.
 */
export function personJsonLd(site: PublicSite, content: SiteContent = siteContent, inLanguage?: string): string {
  const { owner, socialLinks } = content;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    description: owner.summary,
    url: siteAddress(site, '/'),
    image: siteAddress(site, owner.portrait.src),
    alumniOf: { '@type': 'CollegeOrUniversity', name: owner.graduation.school },
    sameAs: socialLinks.map((link) => link.href),
  };
  const { '@context': context, ...about } = person;
  const described =
    inLanguage === undefined ? person : { '@context': context, '@type': 'ProfilePage', inLanguage, mainEntity: about };
  // `<` never appears raw, so no text in the content can close the script element.
  return JSON.stringify(described).replace(/</g, '\\u003c');
}

/** What search engines, link previews and home screens read in a page's `<head>`. */
/** `<link rel="alternate" hreflang>` for the page in each language, and `x-default` for the default language's. */
function alternateLinks(page: PrerenderedPage, site: PublicSite): string[] {
  const alternates = page.alternates ?? [];
  if (alternates.length === 0) return [];
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(siteAddress(site, path))}">`;
  return [
    ...alternates.map(({ language, path }) => link(languageTag(language), path)),
    link('x-default', alternates[0].path),
  ];
}

export function headTags(page: PrerenderedPage, context: HeadContext): string {
  const { site, images, themeColors, content = siteContent } = context;
  const { owner } = content;
  const language = page.language ?? content.language;
  const otherLocales = (page.alternates ?? [])
    .filter((alternate) => alternate.language !== language)
    .map((alternate) => meta('property', 'og:locale:alternate', openGraphLocale(alternate.language)));
  const address = siteAddress(site, page.canonical ?? page.path);
  const image = (page.projectId && images.pagePreviews[page.projectId]) || images.preview;
  // The picture's words are the page's language's, like the page's own.
  const project = content.projects.find(({ id }) => id === page.projectId);
  const imageAlt = project
    ? fillIn(content.pageMeta.project.previewAlt, { title: project.title })
    : content.owner.portrait.alt;
  // A project's preview is named by its id, which may hold any letter: addresses are written encoded.
  const preview = siteAddress(site, `/${encodeURIComponent(image.file)}`);
  // A language's home is its prefix with a slash (`/pt-br/`); no other page's address ends in one.
  const isHome = page.canonical?.endsWith('/') ?? false;
  return [
    page.canonical === null
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeMarkup(address)}">`,
    ...alternateLinks(page, site),
    meta('property', 'og:type', isHome ? 'profile' : 'website'),
    meta('property', 'og:site_name', owner.name),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(page.canonical === null ? [] : [meta('property', 'og:url', address)]),
    meta('property', 'og:image', preview),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', openGraphLocale(language)),
    ...otherLocales,
    ...(isHome ? [meta('property', 'profile:first_name', owner.firstName)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', preview),
    meta('name', 'twitter:image:alt', imageAlt),
    `<link rel="icon" href="${publicUrl(`/${images.favicon.file}`, site.basePath)}" type="image/png" sizes="32x32">`,
    `<link rel="apple-touch-icon" href="${publicUrl(`/${images.appleTouchIcon.file}`, site.basePath)}">`,
    `<link rel="manifest" href="${publicUrl('/manifest.webmanifest', site.basePath)}">`,
    `<meta name="theme-color" content="${themeColors.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${themeColors.dark}" media="(prefers-color-scheme: dark)">`,
    ...(isHome ? [`<script type="application/ld+json">${personJsonLd(site, content, page.language)}</script>`] : []),
  ].join('');
}
