import type { ReactNode } from 'react';
import { siteContent } from '../../src/content';
import { ContentContext } from '../../src/hooks/useContent';

/** Provides the site's content as the app's root does: a wrapper for components rendered on their own. */
export function WithContent({ children }: { children?: ReactNode }) {
  return <ContentContext value={siteContent}>{children}</ContentContext>;
}
