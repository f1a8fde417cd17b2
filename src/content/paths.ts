// Apart from fields.ts: the pages need this alone, and fields.ts's walks (the translation's overlay)
// are for the build and the development server, never for a visitor's first load.

/**
 * Whether the text at a path of the content as a further language's file names it
 * (`projects.pokebase.title`) is one of `paths` or within one (`projects.pokebase`, `about`).
 */
export function isWithin(paths: readonly string[], path: string): boolean {
  return paths.some((whole) => path === whole || path.startsWith(`${whole}.`));
}
