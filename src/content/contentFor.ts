import { type SiteContent, siteContent } from './index';
import { translations } from './languages';
import { contentIn } from './translate';

const loaded = new Map<string, Promise<SiteContent>>();

/** The site's content in a further language (its tag in languages.ts), or in the default language. */
export function contentFor(tag: string | undefined): Promise<SiteContent> {
  if (tag === undefined || !Object.hasOwn(translations, tag)) return Promise.resolve(siteContent);
  let content = loaded.get(tag);
  if (content === undefined) {
    content = translations[tag]().then(({ translation }) => contentIn(siteContent, tag, translation));
    // A file that failed to arrive is asked for again next time.
    content.catch(() => loaded.delete(tag));
    loaded.set(tag, content);
  }
  return content;
}
