import { useLocation } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { languageName, languageTag } from '../content/model';
import { useContent } from '../hooks/useContent';
import { samePathIn, siteLanguagesOf } from '../routes/table';
import { publicUrl } from '../urls/basePath';
import { localPath, prefixIn } from '../urls/languages';
import { chromeNavLook } from './ui/chromeNavLook';
import { ExternalChromeLink } from './ui/Link';

const List = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$1', padding: 0, listStyle: 'none' });

const SwitchLink = styled(ExternalChromeLink, { ...chromeNavLook('[aria-current="true"]'), paddingInline: '$2' });

/**
 * The same page in each of the site's languages, each named in its own language (a project's page at
 * its id in each); nothing on a site with one. Plain links: the page loads whole in the other
 * language, and works without the app.
 */
export function LanguageSwitcher() {
  const content = useContent();
  const { language } = content;
  const siteLanguages = siteLanguagesOf(content);
  const { pathname } = useLocation();
  if (siteLanguages.length < 2) return null;
  return (
    <List>
      {siteLanguages.map((tag) => (
        <li key={tag}>
          <SwitchLink
            href={publicUrl(localPath(prefixIn(tag, siteLanguages[0]), samePathIn(content, pathname, tag)))}
            lang={languageTag(tag)}
            hrefLang={languageTag(tag)}
            aria-current={tag === language ? 'true' : undefined}
          >
            {languageName(tag, siteLanguages)}
          </SwitchLink>
        </li>
      ))}
    </List>
  );
}
