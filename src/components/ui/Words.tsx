import type { ReactNode } from 'react';
import { useLanguageOf } from '../../hooks/useLanguageOf';

/**
 * Words inside a line of other words (`Duration: Jan 2023`): in a span that names their language
 * where the page shows the default language's words for them (see useLanguageOf), else as they are.
 */
export function Words({ path, children }: { path: string; children: ReactNode }) {
  const attributes = useLanguageOf()(path);
  return attributes.lang === undefined ? children : <span {...attributes}>{children}</span>;
}
