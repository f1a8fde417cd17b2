import catalogue from 'simple-icons/icons.json';
import { isIconFile, type SocialLinkEntry } from '../content/model';
import type { BrandMarkNames } from '../content/validateContent';
import type { BrandMarks } from '../images/brandMarkData';

/**
 * The brand marks of simple-icons (CC0, https://simpleicons.org) that a footer icon may name: read at
 * build time from the installed package, so the pages carry the path data of the marks the content
 * names and no others.
 */

/** A name as simple-icons makes a slug of a brand's title (`Stack Overflow` → `stackoverflow`, `dev.to` → `devdotto`). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('+', 'plus')
    .replaceAll('.', 'dot')
    .replaceAll('&', 'and')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** Edits (insert, delete, replace) between `a` and `b`. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** Each mark's slug and every name it is known by (its title, other and former names, local ones), as slugs. */
const known = catalogue.map((icon) => ({
  slug: icon.slug,
  names: [
    ...new Set(
      [
        icon.slug,
        icon.title,
        ...(icon.aliases?.aka ?? []),
        ...(icon.aliases?.old ?? []),
        ...(icon.aliases?.dup ?? []).map((duplicate) => duplicate.title),
        ...Object.values(icon.aliases?.loc ?? {}),
      ].map(slugOf),
    ),
  ],
}));
const slugs = new Set(known.map((icon) => icon.slug));

/** The marks of the installed simple-icons, for the content check (src/content/validateContent.ts). */
export const brandMarkNames: BrandMarkNames = {
  has: (slug) => slugs.has(slug),
  nearest(name) {
    const key = slugOf(name);
    // `GitHub`, `Twitter`, `bsky`: a title or another name of a mark.
    const named = known.filter((icon) => icon.names.includes(key)).map((icon) => icon.slug);
    if (named.length > 0 || key === '') return named;
    // A slip of a letter or two (`mastadon`), fewer in a short name.
    const limit = Math.max(1, Math.floor(key.length / 3));
    return known
      .map((icon) => ({ slug: icon.slug, edits: Math.min(...icon.names.map((other) => distance(key, other))) }))
      .filter((icon) => icon.edits <= limit)
      .sort((a, b) => a.edits - b.edits || a.slug.localeCompare(b.slug))
      .slice(0, 3)
      .map((icon) => icon.slug);
  },
};

/** The path data of each mark `links` name (not their own files), by slug: what the build gives the pages. */
export async function brandMarksOf(links: readonly SocialLinkEntry[]): Promise<BrandMarks> {
  const named = [...new Set(links.map((link) => link.icon).filter((icon) => !isIconFile(icon)))];
  if (named.length === 0) return {};
  // The package's documented export, `si` and the capitalised slug (`siMastodon`); loaded only when needed (5 MB).
  const icons = (await import('simple-icons')) as unknown as Record<string, { path: string } | undefined>;
  return Object.fromEntries(
    named.map((slug) => {
      const icon = icons[`si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`];
      if (!icon) throw new Error(`simple-icons has no mark named ${JSON.stringify(slug)}`);
      return [slug, icon.path];
    }),
  );
}
