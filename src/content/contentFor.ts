import type { SiteContent } from './index';
import { type LanguageSlugs, slugsOf, type Translation, withSlugs } from './model';
import { translations } from './languages';

// Caches: each language's content and the slugs of all, once loaded.
const loaded = new Map<string, Promise<SiteContent>>();

/** The default language's content: a chunk of its own, which a page in another language never loads. */
const defaultContent = () => import('./index').then((module) => module.siteContent);

/**
 * A further language's file as the build gives it to the app: its words already laid over the default
 * language's content (src/build/languageContent.cjs), so that page needs no other language's words.
 * Elsewhere (the development server, the tests) it is the owner's file, laid over here; the code that
 * does so is never loaded by the built site.
 */
type LanguageModule = { content: SiteContent } | { translation: Translation };

/**
 * Each further language's own project slugs, written into the app by the build (rsbuild.config.ts):
 * a page in any language names a project's page in every other without loading that language's
 * words. Empty in development and the tests, where each language's file is read for them.
 */
const builtSlugs = process.env.PROJECT_SLUGS;

let readSlugs: Promise<LanguageSlugs> | undefined;

/** Forgets the loaded content, for the tests: the next call loads it again. */
export function forgetLoadedContent(): void {
  loaded.clear();
  readSlugs = undefined;
}

function languageSlugs(): Promise<LanguageSlugs> {
  if (builtSlugs) return Promise.resolve(JSON.parse(builtSlugs) as LanguageSlugs);
  if (readSlugs === undefined) {
    readSlugs = Promise.all(
      Object.entries(translations).map(async ([tag, file]) => [tag, (await file()).translation] as const),
    ).then((files) => slugsOf(Object.fromEntries(files)));
    // A file that failed to load is read again next time.
    readSlugs.catch(() => (readSlugs = undefined));
  }
  return readSlugs;
}

function load(tag: string): Promise<SiteContent> {
  const content = !Object.hasOwn(translations, tag)
    ? defaultContent()
    : translations[tag]().then(async (module: LanguageModule) => {
        if ('content' in module) return module.content;
        const [{ contentIn }, defaults] = await Promise.all([import('./translate'), defaultContent()]);
        return contentIn(defaults, tag, module.translation);
      });
  return Promise.all([content, languageSlugs()]).then(([loadedContent, slugs]) => withSlugs(loadedContent, slugs));
}

/** The site's content in a further language (its tag in languages.ts), or in the default language. */
export function contentFor(tag: string | undefined): Promise<SiteContent> {
  const key = tag ?? '';
  let content = loaded.get(key);
  if (content === undefined) {
    content = load(key);
    // A file that failed to arrive is asked for again next time.
    content.catch(() => loaded.delete(key));
    loaded.set(key, content);
  }
  return content;
}
