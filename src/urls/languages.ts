// A further language's pages live under its tag in lower case (`pt-BR` → `/pt-br/About`); the default
// language's keep their addresses. Paths here are below the base path.

/** The address prefix of a further language: `pt-BR` → `/pt-br`. */
export function languagePrefix(tag: string): string {
  return `/${tag.toLowerCase()}`;
}

/** The prefix of `tag`'s pages on a site whose default language is `defaultLanguage`: `''` for that one. */
export function prefixIn(tag: string, defaultLanguage: string): string {
  return tag === defaultLanguage ? '' : languagePrefix(tag);
}

/** A page's path in the language of `prefix` (`''` for the default): its home is `/pt-br/`, its About `/pt-br/About`. */
export function localPath(prefix: string, path: string): string {
  if (prefix === '') return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The further language a path is in (by its first segment, in any casing), and the path inside it;
 * the default language (`tag` undefined, prefix `''`) for any other path.
 */
export function languageOfPath(
  path: string,
  tags: readonly string[],
): { tag: string | undefined; prefix: string; path: string } {
  const segment = /^\/([^/]+)(?=\/|$)/.exec(path)?.[1]?.toLowerCase();
  const tag = tags.find((candidate) => languagePrefix(candidate) === `/${segment}`);
  if (tag === undefined) return { tag: undefined, prefix: '', path };
  const prefix = languagePrefix(tag);
  return { tag, prefix, path: path.slice(prefix.length) || '/' };
}
