import { useLocation } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { languageTag } from '../content/model';
import { useContent } from '../hooks/useContent';
import { siteLanguages } from '../routes/table';
import { publicUrl } from '../urls/basePath';
import { languagePrefix, localPath } from '../urls/languages';
import { chromeNavLook } from './ui/chromeNavLook';
import { ExternalChromeLink } from './ui/Link';

const List = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$1', padding: 0, listStyle: 'none' });

const SwitchLink = styled(ExternalChromeLink, { ...chromeNavLook('[aria-current="true"]'), paddingInline: '$2' });

/**
 * A language's name in that language, capitalised as it writes it: `Português` (or `Português
 * (Brasil)` where another of the site's languages is Portuguese too).
 */
export function languageName(tag: string, languages: readonly string[]): string {
  const { language } = new Intl.Locale(tag);
  const shared = languages.some((other) => other !== tag && new Intl.Locale(other).language === language);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(shared ? tag : language) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * The same page in each of the site's languages, each named in its own language; nothing on a site
 * with one. Plain links: the page loads whole in the other language, and works without the app.
 */
export function LanguageSwitcher() {
  const { language } = useContent();
  const { pathname } = useLocation();
  if (siteLanguages.length < 2) return null;
  return (
    <List>
      {siteLanguages.map((tag, index) => {
        const prefix = index === 0 ? '' : languagePrefix(tag);
        return (
          <li key={tag}>
            <SwitchLink
              href={publicUrl(localPath(prefix, pathname))}
              lang={languageTag(tag)}
              hrefLang={languageTag(tag)}
              aria-current={tag === language ? 'true' : undefined}
            >
              {languageName(tag, siteLanguages)}
            </SwitchLink>
          </li>
        );
      })}
    </List>
  );
}
