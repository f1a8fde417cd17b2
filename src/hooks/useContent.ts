import { createContext, useContext } from 'react';
import type { SiteContent } from '../content';

/** The content of the language a page is in: the app's root (main.tsx, the prerender step) provides it. */
export const ContentContext = createContext<SiteContent | null>(null);

/** What the site says, in the language of the page being shown. */
export function useContent(): SiteContent {
  const content = useContext(ContentContext);
  if (content === null) throw new Error('useContent() needs a <ContentContext value={…}> above the component.');
  return content;
}
