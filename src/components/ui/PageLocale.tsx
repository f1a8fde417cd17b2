import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria/I18nProvider';
import { languageTag } from '../../content/model';
import { useContent } from '../../hooks/useContent';

/**
 * react-aria's components inside read their direction and their own words from the page's language,
 * not the browser's. Around each of them (the dialog, the tooltip's bubble), not the whole page:
 * react-aria's locale module asks the browser for its date formats' languages when it loads, a long
 * task on a phone (about 200 ms at 4× CPU) that stays off the first load with the components.
 */
export function PageLocale({ children }: { children: ReactNode }) {
  const { language } = useContent();
  return <I18nProvider locale={languageTag(language)}>{children}</I18nProvider>;
}
