import { useMatches } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { useRouteTable } from '../hooks/useRouteTable';
import { navHref, navigationOf, pageAddresses, shownPage } from '../routes/table';
import { chromeNavLook } from './ui/chromeNavLook';
import { ChromeLink } from './ui/Link';
import { useLanguageOf, usePageLanguage } from '../hooks/useLanguageOf';

const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  padding: 0,
  listStyle: 'none',
  '@sm': { gap: '$2' },
});

const NavLink = styled(ChromeLink, { ...chromeNavLook('[aria-current="page"]'), paddingInline: '$3' });

/** The page a navigation link leads to, by its name in the route table (`about`). */
const pageKeyAt = (href: string) =>
  Object.entries(pageAddresses).find(([, entry]) => navHref(entry) === href)?.[0] ?? '';

export function SiteNav() {
  const { layout } = useContent();
  const languageOf = useLanguageOf();
  const pageLanguage = usePageLanguage();
  const labelLanguage = languageOf('layout.navigation.label');
  const navigation = navigationOf(useRouteTable());
  const page = shownPage(useMatches())?.entry;
  // A 404 answered at another form of a page's address (`/aBoUt`) is not that page.
  const showsNotFound = useShowsNotFound();
  const current = page && !showsNotFound ? navHref(page) : undefined;
  return (
    <nav aria-label={layout.navigation.label} {...labelLanguage}>
      {/* Its links are in the page's language, unless marked otherwise, whatever its name's is. */}
      <List {...(labelLanguage.lang !== undefined && pageLanguage)}>
        {navigation.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              aria-current={item.href === current ? 'page' : undefined}
              {...languageOf(`layout.navigation.links.${pageKeyAt(item.href)}`)}
            >
              {item.name}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
